// Imported first by every seed module that touches data. The seed writes fake goods and
// accounts with published passwords, so it must only ever reach the local emulators: this
// points firebase-admin at them before functions/src/admin.ts creates its clients (hosts
// already set in the environment, e.g. by `firebase emulators:exec`, are kept).
import { useEmulatorsInThisProcess } from '../emulators/emulator-hosts.ts';

useEmulatorsInThisProcess();
