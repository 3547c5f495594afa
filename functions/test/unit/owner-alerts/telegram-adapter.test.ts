// The Bot API adapter (functions/src/telegram/): first against envelopes as Telegram's docs and
// its servers give them, fed through fetch, then against the running stand-in and each of the ways
// it fails. A failure says whether a later try can help, which the alerts' retries rely on.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { escapeHtml, sendMessage, setWebhook, TelegramError } from '../../../src/telegram/telegram-bot';
import { standInTelegramConfig, type TelegramConfig } from '../../../src/telegram/telegram-config';
import { startTelegramStandIn, type TelegramStandIn } from '../../telegram-stand-in/start';

const caught = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as TelegramError);
const real: TelegramConfig = { baseUrl: 'https://api.telegram.org', token: '123456:ABC-DEF', webhookSecret: 's3cret', botUsername: 'yarnshop_bot' };

describe('recorded Bot API envelopes', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answers = (body: unknown, status = 200) => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  it('sends chat_id, the text and parse_mode HTML to /bot<token>/sendMessage, and reads the message id', async () => {
    const fetchMock = answers({
      ok: true,
      result: { message_id: 4711, from: { id: 123456, is_bot: true, first_name: 'Yarn shop', username: 'yarnshop_bot' }, chat: { id: 987654321, first_name: 'Олена', type: 'private' }, date: 1764331200, text: 'Нове замовлення №1042' },
    });
    expect(await sendMessage(real, 987654321, '<b>Нове замовлення №1042</b>')).toBe(4711);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.telegram.org/bot123456:ABC-DEF/sendMessage');
    expect(init!.method).toBe('POST');
    expect(new Headers(init!.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init!.body))).toMatchObject({ chat_id: 987654321, text: '<b>Нове замовлення №1042</b>', parse_mode: 'HTML' });
  });

  it.each([
    ['chat not found', 400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' }, 'TELEGRAM_REFUSED', false],
    ['a bot the owner blocked', 403, { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' }, 'TELEGRAM_REFUSED', false],
    ['a wrong token', 401, { ok: false, error_code: 401, description: 'Unauthorized' }, 'TELEGRAM_REFUSED', false],
    ['too many requests', 429, { ok: false, error_code: 429, description: 'Too Many Requests: retry after 35', parameters: { retry_after: 35 } }, 'TELEGRAM_RATE_LIMITED', true],
    ['a proxy error page', 502, '<html><body>502 Bad Gateway</body></html>', 'TELEGRAM_DOWN', true],
    ['a body that is not an envelope', 200, { message_id: 1 }, 'TELEGRAM_BAD_ANSWER', false],
  ] as const)('%s becomes %s', async (_name, status, body, code, transient) => {
    answers(body, status);
    const error = await caught(sendMessage(real, 1, 'x'));
    expect(error).toBeInstanceOf(TelegramError);
    expect(error).toMatchObject({ code, transient });
    if (code === 'TELEGRAM_RATE_LIMITED') expect(error!.retryAfterSeconds).toBe(35);
    if (status === 400) expect(error!.description).toBe('Bad Request: chat not found');
  });

  it('sets the webhook with the secret Telegram will send back', async () => {
    const fetchMock = answers({ ok: true, result: true, description: 'Webhook was set' });
    await setWebhook(real, 'https://shop.example/api/telegramwebhook');
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.telegram.org/bot123456:ABC-DEF/setWebhook');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ url: 'https://shop.example/api/telegramwebhook', secret_token: 's3cret', allowed_updates: ['message'] });
  });
});

describe('the adapter against the stand-in', () => {
  let standIn: TelegramStandIn;
  let config: TelegramConfig;
  beforeAll(async () => {
    standIn = await startTelegramStandIn({ port: 0 });
    config = { ...standInTelegramConfig(standIn.url), timeoutMs: 300 };
  });
  afterAll(() => standIn.stop());

  it('delivers, and the stand-in records exactly what was sent', async () => {
    const id = await sendMessage(config, 42, `<b>Місто:</b> ${escapeHtml('<Київ> & "Ко"')}`);
    expect(standIn.sent().at(-1)).toMatchObject({ messageId: id, chatId: 42, parseMode: 'HTML', text: '<b>Місто:</b> &lt;Київ&gt; &amp; &quot;Ко&quot;' });
  });

  it('refuses unescaped markup as Telegram does', async () => {
    expect(await caught(sendMessage(config, 42, 'Місто: <script>'))).toMatchObject({ code: 'TELEGRAM_REFUSED' });
  });

  it.each([
    ['error', 'TELEGRAM_DOWN', true],
    ['timeout', 'TELEGRAM_TIMEOUT', true],
    ['chatNotFound', 'TELEGRAM_REFUSED', false],
    ['rateLimited', 'TELEGRAM_RATE_LIMITED', true],
  ] as const)('told to fail with %s, the adapter says %s', async (mode, code, transient) => {
    const before = standIn.sent().length;
    standIn.failNext(mode);
    expect(await caught(sendMessage(config, 42, 'x'))).toMatchObject({ code, transient });
    expect(standIn.sent()).toHaveLength(before);
    // The failure was used up: the next message goes through.
    await sendMessage(config, 42, 'y');
    expect(standIn.sent()).toHaveLength(before + 1);
  });
});
