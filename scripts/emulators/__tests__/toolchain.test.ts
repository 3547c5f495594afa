import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeSource, resolveFirestoreEmulator, ToolchainError } from '../toolchain.ts';

describe('resolveFirestoreEmulator', () => {
  it('prefers FIRESTORE_EMULATOR_BINARY_PATH when it is set', () => {
    const jar = join(mkdtempSync(join(tmpdir(), 'fs-emu-')), 'emulator.jar');
    writeFileSync(jar, 'not really a jar');
    const source = resolveFirestoreEmulator({ FIRESTORE_EMULATOR_BINARY_PATH: jar });
    expect(source).toEqual({ kind: 'env', binaryPath: jar });
    expect(describeSource(source)).toContain(jar);
  });

  it('stops with a message naming what to install when that path does not exist', () => {
    expect(() => resolveFirestoreEmulator({ FIRESTORE_EMULATOR_BINARY_PATH: '/nope/emulator.jar' })).toThrow(ToolchainError);
    expect(() => resolveFirestoreEmulator({ FIRESTORE_EMULATOR_BINARY_PATH: '/nope/emulator.jar' })).toThrow(
      /gcloud components install cloud-firestore-emulator/,
    );
  });

  it('without the variable, finds the Cloud CLI component or falls back to a download', () => {
    const source = resolveFirestoreEmulator({});
    expect(['cloud-sdk', 'firebase-cache', 'download']).toContain(source.kind);
    if (source.kind === 'cloud-sdk') expect(source.binaryPath).toMatch(/firestore-emulator-launcher\.jar$/);
  });
});
