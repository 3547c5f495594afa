// `npm start`: builds the shop, starts the Auth, Firestore, Functions and Hosting emulators
// with the data kept from the last run (the newest complete copy, local-data.ts), seeds unless
// that data holds a finished seed, prints where the shop is, and exports the data again on Ctrl-C.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildAll } from './build.ts';
import { ensureCarrierStandIn, fillNpDirectoryIfEmpty } from './carrier-stand-in.ts';
import { ensurePaymentStandIn } from './payment-stand-in.ts';
import { ensureTelegramStandIn } from './telegram-stand-in.ts';
import { EMULATORS, prepareEmulatorEnv } from './firebase-env.ts';
import { chooseLocalData, describeLoaded, keepExport, localDataPaths } from './local-data.ts';
import { DATA_DIR, FIREBASE_BIN, PROJECT_ID, REPO_ROOT } from './paths.ts';
import { FIRESTORE_HELP, ToolchainError } from './toolchain.ts';
import { waitForEmulators } from './wait.ts';
import { useEmulatorsInThisProcess } from './emulator-hosts.ts';

const args = new Set(process.argv.slice(2));
const SHOP_URL = 'http://127.0.0.1:5000';

async function main(): Promise<number> {
  // First: anything this process loads of the functions (the stand-ins' configs) reads the
  // emulator hosts when it is loaded, and must find them set.
  useEmulatorsInThisProcess();
  if (args.has('--reset')) {
    console.log(`Resetting local data: removing ${DATA_DIR}`);
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
  const env = prepareEmulatorEnv();
  if (!args.has('--no-build')) buildAll();

  const dataPaths = localDataPaths(DATA_DIR);
  const loaded = chooseLocalData(DATA_DIR);
  console.log(describeLoaded(loaded, dataPaths));
  const hasExport = loaded !== null;
  // Exported into a folder of its own: the copy in use is replaced only once the export is whole.
  const firebaseArgs = ['emulators:start', '--only', EMULATORS, '--project', PROJECT_ID, '--export-on-exit', dataPaths.incoming];
  if (loaded) firebaseArgs.push('--import', loaded.path);

  // In this process: it answers the functions' carrier calls for as long as the emulators run.
  const standIn = await ensureCarrierStandIn();
  // ... and the payment providers' and the ПРРО's calls (monobank, LiqPay, Checkbox).
  const paymentStandIn = await ensurePaymentStandIn();
  // ... and the owner's alerts (the Telegram Bot API).
  const telegramStandIn = await ensureTelegramStandIn();
  const child = spawn(FIREBASE_BIN, firebaseArgs, { cwd: REPO_ROOT, env, stdio: 'inherit' });
  let alive = true;
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => {
      alive = false;
      void standIn.stop();
      void paymentStandIn.stop();
      void telegramStandIn.stop();
      try {
        const kept = keepExport(DATA_DIR);
        console.log(kept === 'kept' ? `Local data saved in ${dataPaths.current}.` : `The export did not finish; the next start loads ${loaded?.path ?? 'nothing (empty)'}.`);
      } catch (error) {
        console.error(`Could not keep the export (${(error as Error).message}); the next start finishes the swap or loads the copy before.`);
      }
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
  // The terminal sends Ctrl-C to the child too; a SIGTERM from elsewhere is passed on.
  process.on('SIGINT', () => console.log('\nStopping the emulators and saving local data...'));
  process.on('SIGTERM', () => child.kill('SIGINT'));

  try {
    await waitForEmulators(['auth', 'firestore', 'functions', 'hosting'], { timeoutMs: 240_000, isAlive: () => alive });
  } catch (error) {
    console.error(`\nThe shop did not start: ${(error as Error).message}.`);
    console.error(`If the Firestore emulator is missing: ${FIRESTORE_HELP}`);
    console.error('If a port is taken (5000, 5001, 8080, 9099, 4400, 4500, 4610, 4620, 4630), stop what holds it: `ss -ltnp`.');
    if (alive) child.kill('SIGINT');
    await exited;
    return 1;
  }

  // Every start, not only the first: an export taken while an earlier seed ran holds no catalogue.
  const { ensureSeeded } = await import('../seed/ensure-seeded.ts');
  const stopped = exited.then(() => {
    throw new Error('the emulators stopped');
  });
  stopped.catch(() => {}); // after a finished seed, the emulators stopping is the normal end
  try {
    await Promise.race([ensureSeeded({ hasExport, log: console.log }), stopped]);
    await Promise.race([fillNpDirectoryIfEmpty(console.log), stopped]);
  } catch (error) {
    console.error(`\nThe seed did not finish (${(error as Error).message}); the next npm start seeds again.`);
    if (alive) child.kill('SIGINT');
    await exited;
    return 1;
  }
  const { printAccounts } = await import('../seed/accounts.ts');
  console.log(`\n  The yarn shop is running at ${SHOP_URL}\n`);
  printAccounts(console.log);
  console.log('\n  Ctrl-C stops it; local data is kept in .emulator-data (npm run reset starts over).\n');
  return exited;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ToolchainError ? error.message : error);
    process.exit(1);
  },
);
