// A local stand-in for the Telegram Bot API: POST /bot<token>/sendMessage and /setWebhook answer
// Telegram's envelopes, every message sent is recorded, and it can be told to fail the ways
// Telegram does (5xx, no answer, "chat not found", 429 with retry_after). It also plays the
// owner: "the owner sends the bot a text" posts an update to the webhook set, with its secret
// header. It lives beside the tests because it is never deployed; npm start, the emulator tests
// and the bench start it as they start the carriers' and the payments' ones.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `error`: 502 from Telegram's front; `timeout`: never answers; `chatNotFound`: 400; `rateLimited`: 429 retry_after 3. */
export const TELEGRAM_FAILURES = ['error', 'timeout', 'chatNotFound', 'rateLimited'] as const;
export type TelegramFailure = (typeof TELEGRAM_FAILURES)[number];

export interface SentTelegramMessage {
  messageId: number;
  chatId: number;
  text: string;
  parseMode: string | null;
  /** The whole request body, as sent. */
  body: Record<string, unknown>;
}

export interface TelegramStandIn {
  url: string;
  /**
   * The next `count` Bot API calls fail this way (POST /__stand-in/fail { mode, count, match }).
   * With `match`, only messages whose text holds it: a test's own order, not another's alert.
   */
  failNext(mode: TelegramFailure, count?: number, match?: string): void;
  /** Every sendMessage that went through, in order (GET /__stand-in/sent). */
  sent(): SentTelegramMessage[];
  /** The owner (chat `chatId`) sends the bot `text`: an update posted to the webhook (POST /__stand-in/owner-says). */
  ownerSays(chatId: number, text: string): Promise<{ status: number; body: unknown }>;
  stop(): Promise<void>;
}

interface Reply {
  status: number;
  body: unknown;
}

const ENVELOPES: Record<Exclude<TelegramFailure, 'timeout'>, Reply> = {
  error: { status: 502, body: '<html><body>502 Bad Gateway</body></html>' },
  chatNotFound: { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' } },
  rateLimited: { status: 429, body: { ok: false, error_code: 429, description: 'Too Many Requests: retry after 3', parameters: { retry_after: 3 } } },
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, reply: Reply): void {
  const isText = typeof reply.body === 'string';
  res.writeHead(reply.status, { 'Content-Type': isText ? 'text/html' : 'application/json' });
  res.end(isText ? reply.body : JSON.stringify(reply.body));
}

const parse = (text: string): Record<string, unknown> => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export async function startTelegramStandIn({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<TelegramStandIn> {
  const sent: SentTelegramMessage[] = [];
  const queued: { mode: TelegramFailure; match: string | null }[] = [];
  const queue = (mode: TelegramFailure, count: number, match: string | null) => {
    for (let i = 0; i < count; i += 1) queued.push({ mode, match });
  };
  const takeFailure = (body: Record<string, unknown>): TelegramFailure | undefined => {
    const text = typeof body.text === 'string' ? body.text : '';
    const index = queued.findIndex((item) => item.match === null || text.includes(item.match));
    return index < 0 ? undefined : queued.splice(index, 1)[0]!.mode;
  };
  const held = new Set<ServerResponse>();
  let webhook: { url: string; secret: string | null } | null = null;
  let nextMessageId = 1;
  let nextUpdateId = 1;

  function botCall(method: string, body: Record<string, unknown>): Reply {
    if (method === 'setWebhook') {
      if (typeof body.url !== 'string') return { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: bad webhook: URL must be provided' } };
      webhook = { url: body.url, secret: typeof body.secret_token === 'string' ? body.secret_token : null };
      return { status: 200, body: { ok: true, result: true, description: 'Webhook was set' } };
    }
    if (method === 'getMe') return { status: 200, body: { ok: true, result: { id: 1, is_bot: true, first_name: 'Yarn shop', username: 'yarnshop_stand_in_bot' } } };
    if (method !== 'sendMessage') return { status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } };
    const chatId = Number(body.chat_id);
    if (!Number.isInteger(chatId) || typeof body.text !== 'string' || body.text === '') {
      return { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: message text is empty' } };
    }
    if (body.parse_mode === 'HTML' && /<(?!\/?(b|i|u|s|a|code|pre)[\s>])/i.test(body.text)) {
      return { status: 400, body: { ok: false, error_code: 400, description: "Bad Request: can't parse entities: Unsupported start tag" } };
    }
    const message = { messageId: nextMessageId++, chatId, text: body.text, parseMode: typeof body.parse_mode === 'string' ? body.parse_mode : null, body };
    sent.push(message);
    return { status: 200, body: { ok: true, result: { message_id: message.messageId, date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: 'private' }, text: body.text } } };
  }

  async function ownerSays(chatId: number, text: string): Promise<{ status: number; body: unknown }> {
    if (!webhook) throw new Error('no webhook set: call setWebhook first');
    const update = {
      update_id: nextUpdateId++,
      message: { message_id: nextMessageId++, date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: 'private', first_name: 'Олена', username: 'olena_yarn' }, from: { id: chatId, is_bot: false, first_name: 'Олена' }, text },
    };
    const res = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(webhook.secret ? { 'X-Telegram-Bot-Api-Secret-Token': webhook.secret } : {}) },
      body: JSON.stringify(update),
    });
    const answer = await res.text();
    return { status: res.status, body: answer ? parse(answer) : null };
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = parse(await readBody(req));
    if (url.pathname === '/__stand-in/fail') {
      const mode = body.mode as TelegramFailure;
      if (!TELEGRAM_FAILURES.includes(mode)) return send(res, { status: 400, body: { message: `mode is one of ${TELEGRAM_FAILURES.join(', ')}` } });
      queue(mode, Number(body.count) || 1, typeof body.match === 'string' ? body.match : null);
      return send(res, { status: 200, body: { queued: queued.length } });
    }
    if (url.pathname === '/__stand-in/sent') return send(res, { status: 200, body: sent });
    if (url.pathname === '/__stand-in/owner-says') return send(res, { status: 200, body: await ownerSays(Number(body.chatId), String(body.text)) });
    const bot = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
    if (!bot || req.method !== 'POST') return send(res, { status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } });
    const failure = takeFailure(body);
    if (failure === 'timeout') {
      held.add(res); // never answered; the client's own time limit ends it
      res.on('close', () => held.delete(res));
      return;
    }
    if (failure) return send(res, ENVELOPES[failure]);
    return send(res, botCall(bot[2]!, body));
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => send(res, { status: 500, body: { message: String(error) } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    failNext: (mode, count = 1, match) => queue(mode, count, match ?? null),
    sent: () => sent.map((message) => ({ ...message })),
    ownerSays,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
