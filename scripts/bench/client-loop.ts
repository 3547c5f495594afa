// Clients that each place one request after another for a while, as shoppers do, each with an
// identity of its own (autocannon's connections share one): the load against one API instance
// gives every client its own address and phone, so that the rate limits count each shopper's
// own requests in documents of their own, as they would with real shoppers. Plain node:http with
// kept-alive sockets: the clients share the machine's cores with what they measure, so they
// must cost as little as autocannon does.
import { Agent, request as httpRequest } from 'node:http';
import { percentile } from './stats.ts';
import type { LoadResult } from './load.ts';

export interface ClientRequest {
  path: string;
  body: unknown;
  headers?: Record<string, string>;
}

export interface ClientLoad {
  name: string;
  url: string;
  clients: number;
  seconds: number;
  /** The next request of client number `client` (0-based). */
  request: (client: number) => ClientRequest;
}

const TIMEOUT_MS = 30_000;

/** One POST; resolves with the status once the whole answer has arrived. */
function post(agent: Agent, url: URL, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', agent, timeout: TIMEOUT_MS, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', reject);
    });
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', reject);
    req.end(body);
  });
}

export async function runClients({ name, url, clients, seconds, request }: ClientLoad): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let unanswered = 0;
  const endAt = performance.now() + seconds * 1000;
  const client = async (index: number) => {
    while (performance.now() < endAt) {
      const { path, body, headers = {} } = request(index);
      const started = performance.now();
      try {
        const status = await post(agent, new URL(path, url), JSON.stringify(body), headers);
        // Answered after the time was up: like autocannon, in flight at the end, not counted.
        if (performance.now() > endAt) {
          unanswered += 1;
          return;
        }
        latencies.push(performance.now() - started);
        if (status >= 300) non2xx += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  agent.destroy();
  return {
    name,
    requests: latencies.length,
    unanswered,
    errors: errors + non2xx,
    non2xx,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
}
