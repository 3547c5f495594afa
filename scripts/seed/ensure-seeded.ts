// `npm start`, once the emulators are up: seeds unless the local data holds a finished seed.
import './emulators-only.ts';
import { db } from '../../functions/src/admin.ts';
import { readLocalData, recordSeedFinished, seedDecision } from './seed-state.ts';

export async function ensureSeeded({ hasExport, log }: { hasExport: boolean; log: (line: string) => void }): Promise<void> {
  const decision = seedDecision(await readLocalData(db, hasExport));
  if (decision.action === 'keep') return;
  log(decision.reason);
  if (decision.action === 'record') await recordSeedFinished(db);
  else {
    // Loaded only when needed: the catalogue and its pictures are heavy, and most starts keep their data.
    const { seed } = await import('./seed.ts');
    await seed({ log });
  }
}
