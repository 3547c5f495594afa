// A stand-in for the shop's webhook route in unit tests: it keeps each POST's raw body and headers,
// exactly as received, so the adapters' verifyWebhook sees what a route would see.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
}

export interface WebhookInbox {
  /** Where the provider is told to POST (`/hook` under it, or any path). */
  url: string;
  received: ReceivedWebhook[];
  /** Waits until `count` webhooks have arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  stop(): Promise<void>;
}

export async function startWebhookInbox(): Promise<WebhookInbox> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '/', rawBody: Buffer.concat(chunks), headers: req.headers });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} webhooks, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received.slice();
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
