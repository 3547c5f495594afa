// index.html's first script: starts the page's Firestore reads (app/page-reads.ts) before the
// app's own script, which needs React and much more, has even arrived. Module scripts run in
// the order of the page, so main.tsx finds the reads started.
import { startPageReads } from './app/page-reads';
import { peekLanguage } from './lib/i18n/language-cookie';
import { warmUpIntl } from './lib/i18n/locale';

startPageReads(window.location.pathname);

// Intl's locale data, which the first render needs, is loaded while React and the app's code are
// still downloading rather than after they have (locale.ts says what it costs). In a task of its
// own, so that the reads above have gone out first.
window.setTimeout(() => warmUpIntl(peekLanguage()), 0);
