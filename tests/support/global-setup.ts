// Runs once before the emulator tests: checks the emulators are there and seeds the catalogue
// the browser and API tests read. Rules tests use a project id of their own, so clearing
// their data never touches this seed.
import { useEmulatorsInThisProcess } from '../../scripts/emulators/emulator-hosts.ts';
import { requireEmulators } from './emulators.ts';

export default async function setup(): Promise<void> {
  requireEmulators();
  useEmulatorsInThisProcess();
  const { seed } = await import('../../scripts/seed/seed.ts');
  const started = Date.now();
  await seed({ log: () => {} });
  console.log(`Seeded the catalogue for the emulator tests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
