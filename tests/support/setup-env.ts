// Every emulator test file starts with firebase-admin pointed at the local emulators.
import { afterEach, expect } from 'vitest';
import { useEmulatorsInThisProcess } from '../../scripts/emulators/emulator-hosts.ts';
import { takeCspViolations } from './browser.ts';
import { requireEmulators } from './emulators.ts';

requireEmulators();
useEmulatorsInThisProcess();

// A Chromium journey that broke the shop's Content-Security-Policy fails, whatever it asserts.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations in Chromium').toEqual([]);
});
