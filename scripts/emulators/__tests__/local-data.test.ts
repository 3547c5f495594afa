// The local data across a stop, on real folders: an export cut short is never what the next
// start loads, and the copy before it is.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXPORT_METADATA, chooseLocalData, describeLoaded, keepExport, localDataPaths } from '../local-data.ts';

let dataDir: string;
let paths: ReturnType<typeof localDataPaths>;

/** An export as firebase-tools leaves it: each emulator's part, then the metadata that names them. */
function writeExport(dir: string, label: string, exportedAt = new Date()): void {
  mkdirSync(join(dir, 'firestore_export'), { recursive: true });
  writeFileSync(join(dir, 'firestore_export', 'firestore_export.overall_export_metadata'), label);
  mkdirSync(join(dir, 'auth_export'), { recursive: true });
  writeFileSync(join(dir, 'auth_export', 'accounts.json'), JSON.stringify({ label }));
  const metadata = {
    version: '14.18.0',
    firestore: { version: '1.19.8', path: 'firestore_export', metadata_file: 'firestore_export/firestore_export.overall_export_metadata' },
    auth: { version: '14.18.0', path: 'auth_export' },
  };
  writeFileSync(join(dir, EXPORT_METADATA), JSON.stringify(metadata));
  utimesSync(join(dir, EXPORT_METADATA), exportedAt, exportedAt);
}

const labelOf = (dir: string) => readFileSync(join(dir, 'firestore_export', 'firestore_export.overall_export_metadata'), 'utf8');

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-data-'));
  paths = localDataPaths(dataDir);
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the start after an interrupted export', () => {
  it('loads the previous complete copy when the last one was cut short while it replaced it', () => {
    // A stop that completed, then a second stop whose export was killed half-way through the swap:
    // its metadata is written, but the Firestore part it names is gone.
    writeExport(paths.incoming, 'monday', new Date('2026-11-23T18:00:00Z'));
    expect(keepExport(dataDir)).toBe('kept');
    writeExport(paths.incoming, 'tuesday');
    rmSync(join(paths.incoming, 'firestore_export'), { recursive: true });
    expect(keepExport(dataDir)).toBe('incomplete');

    const loaded = chooseLocalData(dataDir);
    expect(loaded?.path).toBe(paths.current);
    expect(labelOf(loaded!.path)).toBe('monday');
    expect(loaded!.exportedAt.toISOString()).toBe('2026-11-23T18:00:00.000Z');
    expect(describeLoaded(loaded, paths)).toBe(`Loading local data from the last copy: ${paths.current}, exported 2026-11-23T18:00:00.000Z.`);
  });

  it('falls back to the previous copy when the copy in place is a partial one, and says so', () => {
    writeExport(paths.previous, 'monday', new Date('2026-11-23T18:00:00Z'));
    // The copy in place lost a part: e.g. an older start's export overwrote it and was killed mid-removal.
    writeExport(paths.current, 'tuesday');
    rmSync(join(paths.current, 'auth_export'), { recursive: true });

    const loaded = chooseLocalData(dataDir);
    expect(loaded?.path).toBe(paths.previous);
    expect(labelOf(loaded!.path)).toBe('monday');
    expect(describeLoaded(loaded, paths)).toContain('the previous copy (the last one was incomplete)');
  });

  it('never loads an export without its metadata (killed before it was written), nor one whose metadata is torn', () => {
    writeExport(paths.current, 'monday');
    mkdirSync(join(paths.incoming, 'firestore_export'), { recursive: true });
    expect(labelOf(chooseLocalData(dataDir)!.path)).toBe('monday');
    expect(existsSync(paths.incoming)).toBe(false);

    writeExport(paths.incoming, 'tuesday');
    writeFileSync(join(paths.incoming, EXPORT_METADATA), '{"version": "14.18.0", "firest');
    expect(labelOf(chooseLocalData(dataDir)!.path)).toBe('monday');
  });

  it('finishes a swap cut short between its renames: the complete newer export is loaded', () => {
    writeExport(paths.previous, 'monday');
    writeExport(paths.incoming, 'tuesday');
    const loaded = chooseLocalData(dataDir);
    expect(loaded?.path).toBe(paths.current);
    expect(labelOf(paths.current)).toBe('tuesday');
    expect(labelOf(paths.previous)).toBe('monday');
  });

  it('keeps one copy before the current one, and clears what a killed removal set aside', () => {
    for (const day of ['monday', 'tuesday', 'wednesday']) {
      writeExport(paths.incoming, day);
      expect(keepExport(dataDir)).toBe('kept');
    }
    mkdirSync(join(dataDir, 'discarded-1-abc', 'firestore_export'), { recursive: true });
    chooseLocalData(dataDir);
    expect([labelOf(paths.current), labelOf(paths.previous)]).toEqual(['wednesday', 'tuesday']);
    expect(readdirSync(dataDir).sort()).toEqual(['firebase', 'firebase-previous']);
  });

  it('starts empty when there is no complete copy at all', () => {
    expect(chooseLocalData(dataDir)).toBeNull();
    mkdirSync(paths.current, { recursive: true });
    expect(chooseLocalData(dataDir)).toBeNull();
    expect(describeLoaded(null, paths)).toMatch(/^No complete local data was found/);
  });
});
