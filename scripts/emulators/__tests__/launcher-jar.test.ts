import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRESTORE_MAIN_CLASS, launcherManifest, wrapManifestLine, writeLauncherJar } from '../launcher-jar.ts';

/** Joins continuation lines back, as java.util.jar.Manifest reads them. */
function unwrap(manifest: string): string[] {
  return manifest.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

describe('launcher manifest', () => {
  it('keeps every physical line within the 72 bytes the jar format allows', () => {
    const longJar = `/opt/${'very-long-directory-name/'.repeat(8)}cloud-firestore-emulator.jar`;
    const manifest = launcherManifest(longJar);
    for (const line of manifest.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(72);
    expect(unwrap(manifest)).toEqual([
      'Manifest-Version: 1.0',
      `Main-Class: ${FIRESTORE_MAIN_CLASS}`,
      `Class-Path: file://${longJar}`,
    ]);
  });

  it('leaves a short line alone', () => {
    expect(wrapManifestLine('Manifest-Version: 1.0')).toBe('Manifest-Version: 1.0\r\n');
  });
});

describe('launcher jar', () => {
  it('is a zip whose manifest names the emulator main class and the real jar', () => {
    const dir = mkdtempSync(join(tmpdir(), 'launcher-'));
    const jar = join(dir, 'launcher.jar');
    writeLauncherJar('/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar', jar);
    const listing = execFileSync('unzip', ['-l', jar], { encoding: 'utf8' });
    expect(listing).toContain('META-INF/MANIFEST.MF');
    const manifest = execFileSync('unzip', ['-p', jar, 'META-INF/MANIFEST.MF'], { encoding: 'utf8' });
    expect(unwrap(manifest)).toContain(
      'Class-Path: file:///usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
    );
    // `unzip -t` checks every entry's CRC, so a wrong checksum fails here.
    expect(execFileSync('unzip', ['-t', jar], { encoding: 'utf8' })).toContain('No errors detected');
  });
});
