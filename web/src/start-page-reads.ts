// index.html's first script: starts the page's Firestore reads (app/page-reads.ts) before the
// app's own script, which needs React and much more, has even arrived. Module scripts run in
// the order of the page, so main.tsx finds the reads started.
import { startPageReads } from './app/page-reads';

startPageReads(window.location.pathname);
