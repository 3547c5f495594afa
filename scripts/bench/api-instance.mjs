// One API instance for the bench's load: the built `api` function (functions/lib, what
// `firebase deploy` uploads) served by this plain Node process against the Firestore and Auth
// emulators, the way one Cloud Functions v2 instance serves it: up to 80 requests at once, the
// rest queued. Without the Functions emulator, which runs one request at a time per worker
// process, the load measures the shop's own code. Plain JavaScript run by `node`, not tsx, so
// that no TypeScript loader or source-mapped stack traces cost time the deployed code never pays.
// Started by api-instance-process.ts; prints `listening <port>` once it accepts requests.
import { createRequire } from 'node:module';
import express from 'express';

/** Cloud Functions v2's default concurrency: requests one instance takes at once. */
const INSTANCE_CONCURRENCY = 80;

const { api } = createRequire(import.meta.url)('../../functions/lib/index.js');

let inFlight = 0;
let peakInFlight = 0;
let queuedPeak = 0;
const waiting = [];

const instance = express();
// Outside the gate: what the bench reads after a run.
instance.get('/bench-instance/stats', (_req, res) => {
  const cpu = process.cpuUsage();
  res.json({ peakInFlight, queuedPeak, concurrency: INSTANCE_CONCURRENCY, cpuMs: (cpu.user + cpu.system) / 1000 });
});
instance.use((req, res) => {
  const start = () => {
    inFlight += 1;
    peakInFlight = Math.max(peakInFlight, inFlight);
    res.once('close', () => {
      inFlight -= 1;
      waiting.shift()?.();
    });
    api(req, res);
  };
  if (inFlight < INSTANCE_CONCURRENCY) return start();
  waiting.push(start);
  queuedPeak = Math.max(queuedPeak, waiting.length);
});

const server = instance.listen(0, '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
