// Latency under load with autocannon's programmatic API: 20 clients for 20 s against the
// Hosting emulator. Latencies come from each response (autocannon's own summary has no p95).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { percentile } from './stats.ts';

export interface LoadResult {
  name: string;
  requests: number;
  /** Sent but not answered when the run ended (at most one per client): not counted as errors. */
  unanswered: number;
  errors: number;
  non2xx: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** A fresh body for every request (e.g. a new idempotency key). */
  body?: () => unknown;
}

export function runLoad(shopUrl: string, target: LoadTarget, connections = 20, durationSec = 20): Promise<LoadResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: shopUrl,
        connections,
        duration: durationSec,
        timeout: 30,
        requests: [
          {
            method: target.method,
            path: target.path,
            headers: { 'content-type': 'application/json' },
            ...(target.body ? { setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify(target.body!()) }) } : {}),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          name: target.name,
          requests: result.requests.total,
          unanswered: Math.max(0, (result.requests.sent ?? result.requests.total) - result.requests.total - result.errors - result.timeouts),
          errors: result.errors + result.timeouts + result.non2xx,
          non2xx: result.non2xx,
          p50: percentile(latencies, 0.5),
          p95: percentile(latencies, 0.95),
          p99: percentile(latencies, 0.99),
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  });
}

export const freshKey = (): string => randomUUID();
