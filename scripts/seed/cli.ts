// `npm run seed`: seeds the emulators that are already running (start them with `npm start`
// or `firebase emulators:start`). Exits 1 with the reason if seeding fails.
import { useEmulatorsInThisProcess } from '../emulators/emulator-hosts.ts';

async function main(): Promise<void> {
  useEmulatorsInThisProcess();
  console.log(`Seeding Firestore at ${process.env.FIRESTORE_EMULATOR_HOST} and Auth at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}...`);
  // Imported only now, so firebase-admin starts with the emulator hosts set above.
  const { seed } = await import('./seed.ts');
  const { printAccounts } = await import('./accounts.ts');
  await seed({ log: console.log });
  printAccounts(console.log);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Seeding failed:', error instanceof Error ? error.message : error);
    console.error('Are the emulators running? Start them with `npm start`.');
    process.exit(1);
  },
);
