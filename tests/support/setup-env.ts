// Every emulator test file starts with firebase-admin pointed at the local emulators.
import { useEmulatorsInThisProcess } from '../../scripts/emulators/emulator-hosts.ts';
import { requireEmulators } from './emulators.ts';

requireEmulators();
useEmulatorsInThisProcess();
