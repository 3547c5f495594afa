// Starts api-instance.mjs in a Node process of its own, so that the load's clients (autocannon,
// in the bench's process) do not share its event loop, and stops it again.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../emulators/paths.ts';

const ENTRY = join(REPO_ROOT, 'scripts', 'bench', 'api-instance.mjs');
const START_TIMEOUT_MS = 60_000;

export interface ApiInstance {
  url: string;
  /** CPU time this instance has used, and how many requests it had in flight and queued at most. */
  stats: () => Promise<{ peakInFlight: number; queuedPeak: number; concurrency: number; cpuMs: number }>;
  stop: () => Promise<void>;
}

export function startApiInstance(): Promise<ApiInstance> {
  const child = spawn(process.execPath, [ENTRY], { cwd: REPO_ROOT, env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the API instance did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    let output = '';
    let listening = false;
    // Read to the end, so that the child never blocks on a full pipe; only the start is kept.
    child.stdout.on('data', (chunk: Buffer) => {
      if (listening) return;
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (!port) return;
      listening = true;
      clearTimeout(timer);
      const url = `http://127.0.0.1:${port}`;
      const stats = async () => (await (await fetch(`${url}/bench-instance/stats`)).json()) as Awaited<ReturnType<ApiInstance['stats']>>;
      resolve({ url, stats, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API instance exited (${code}) before it listened: ${output.slice(-300)}`));
    });
  });
}
