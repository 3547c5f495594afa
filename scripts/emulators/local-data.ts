// The local shop's data across a stop. The emulators export on exit into a fresh folder
// (`incoming`), never over the copy in use: firebase-tools removes its target before moving the
// new export in, so a kill at that moment left a half-deleted copy that the next start imported.
// A copy counts only when complete: the export writes firebase-export-metadata.json last, and
// every part it names must be there. A complete export then becomes `current` and the copy it
// replaces becomes `previous`, by renames only (atomic on one file system); anything cut short is
// set aside, and the next start loads the newest complete copy and says which.
import { existsSync, readFileSync, renameSync, rmSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The file firebase-tools writes last into an export (hubExport.ts, METADATA_FILE_NAME). */
export const EXPORT_METADATA = 'firebase-export-metadata.json';

export interface LocalDataPaths {
  /** The copy the next start loads. */
  current: string;
  /** The copy before it, loaded when `current` is missing or incomplete. */
  previous: string;
  /** Where the running emulators export on exit. */
  incoming: string;
}

export function localDataPaths(dataDir: string): LocalDataPaths {
  return { current: join(dataDir, 'firebase'), previous: join(dataDir, 'firebase-previous'), incoming: join(dataDir, 'firebase-incoming') };
}

/** The parts an export's metadata names (firestore, auth, ...), each of which must exist. */
function namedParts(metadata: unknown): string[] {
  if (typeof metadata !== 'object' || metadata === null) return [];
  const parts: string[] = [];
  for (const entry of Object.values(metadata)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, metadata_file: file } = entry as { path?: unknown; metadata_file?: unknown };
    if (typeof path === 'string') parts.push(path);
    if (typeof file === 'string') parts.push(file);
  }
  return parts;
}

/** Whether `dir` holds a whole export: its metadata, readable, and every part it names. */
export function isCompleteExport(dir: string): boolean {
  const metadataPath = join(dir, EXPORT_METADATA);
  if (!existsSync(metadataPath)) return false;
  let metadata: unknown;
  try {
    metadata = JSON.parse(readFileSync(metadataPath, 'utf8'));
  } catch {
    return false;
  }
  const parts = namedParts(metadata);
  return parts.length > 0 && parts.every((part) => existsSync(join(dir, part)));
}

/** Moves a folder out of the way in one rename, then removes it: a kill mid-removal leaves only a set-aside folder. */
function discard(dataDir: string, dir: string): void {
  if (!existsSync(dir)) return;
  const aside = join(dataDir, `discarded-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  renameSync(dir, aside);
  rmSync(aside, { recursive: true, force: true });
}

/** Removes folders set aside by a run that was killed while removing them. */
function clearDiscarded(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  for (const name of readdirSync(dataDir)) if (name.startsWith('discarded-')) rmSync(join(dataDir, name), { recursive: true, force: true });
}

/**
 * After the emulators stopped: a complete export in `incoming` becomes `current`, and the
 * complete copy it replaces becomes `previous`. An incomplete one is dropped and `current` stays.
 */
export function keepExport(dataDir: string): 'kept' | 'incomplete' {
  const paths = localDataPaths(dataDir);
  if (!isCompleteExport(paths.incoming)) {
    discard(dataDir, paths.incoming);
    return 'incomplete';
  }
  if (isCompleteExport(paths.current)) {
    discard(dataDir, paths.previous);
    renameSync(paths.current, paths.previous);
  } else {
    discard(dataDir, paths.current);
  }
  renameSync(paths.incoming, paths.current);
  return 'kept';
}

export interface LoadedCopy {
  path: string;
  /** When the copy was exported: its metadata file's time. */
  exportedAt: Date;
}

/**
 * Before the emulators start: finishes a swap a kill cut short (a complete `incoming` is newer
 * than `current`), clears what is incomplete, and answers the newest complete copy, or null.
 */
export function chooseLocalData(dataDir: string): LoadedCopy | null {
  clearDiscarded(dataDir);
  const paths = localDataPaths(dataDir);
  if (existsSync(paths.incoming)) keepExport(dataDir);
  for (const path of [paths.current, paths.previous]) {
    if (isCompleteExport(path)) return { path, exportedAt: statSync(join(path, EXPORT_METADATA)).mtime };
  }
  return null;
}

/** The line `npm start` prints about the data it loads. */
export function describeLoaded(copy: LoadedCopy | null, paths: LocalDataPaths): string {
  if (!copy) return 'No complete local data was found: starting empty (the seed fills the shop).';
  const which = copy.path === paths.previous ? 'the previous copy (the last one was incomplete)' : 'the last copy';
  return `Loading local data from ${which}: ${copy.path}, exported ${copy.exportedAt.toISOString()}.`;
}
