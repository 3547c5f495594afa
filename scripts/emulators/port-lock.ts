// The emulators use fixed ports (firebase.json), so two runs on one machine would collide.
// This lock makes a second `npm test` wait for the first instead of failing on a taken port.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Machine-wide, not per checkout: the ports are machine-wide too.
const LOCK_DIR = join(tmpdir(), 'yarn-shop-emulators.lock');

function holderAlive(): boolean {
  try {
    const pid = Number(readFileSync(join(LOCK_DIR, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function withEmulatorLock<T>(body: () => T | Promise<T>, timeoutMs = 30 * 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(join(LOCK_DIR, 'pid'), String(process.pid));
      break;
    } catch {
      if (!holderAlive()) {
        rmSync(LOCK_DIR, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`another run held ${LOCK_DIR} for too long`);
      if (!announced) console.log('Another test run is using the emulator ports; waiting for it...');
      announced = true;
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
  try {
    // Awaited inside: an async body keeps the ports until it has finished.
    return await body();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}
