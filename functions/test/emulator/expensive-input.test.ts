// Expensive input is refused cheaply, through Hosting and the Functions emulator: a picture with
// too many pixels, an XLSX that unpacks to hundreds of MB (honest or lying about its sizes), a
// price list with too many rows. Each answers a 4xx with its code and translated message, quickly,
// and changes nothing.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageStore } from '../../src/images/store';
import { expectRefusedUnchanged } from '../admin-api';
import { bearer, createTestUser, type TestUser } from '../auth-tokens';
import { oneColourPng } from '../huge-png';
import { SHOP_URL } from '../shop-url';
import { xlsxBomb } from '../zip-bomb';

const MB = 1024 * 1024;
/** Far below what decoding or unpacking would take, with room for the emulators on two busy cores. */
const QUICK_MS = 3_000;

let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser('admin');
});

async function timedPost(path: string, form: FormData, language = 'ua') {
  const started = performance.now();
  const res = await fetch(`${SHOP_URL}${path}`, { method: 'POST', headers: { ...bearer(admin), cookie: `__session=${language}` }, body: form });
  const body = (await res.json()) as Record<string, unknown> & { error?: { code: string; message: string } };
  return { status: res.status, body, ms: performance.now() - started };
}

function imageForm(bytes: Buffer): FormData {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'huge.png');
  form.set('containerName', 'main');
  return form;
}

function priceListForm(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  form.set('mode', 'apply');
  return form;
}

describe('POST /api/uploadimage with a 16 000 x 16 000 PNG', () => {
  const huge = oneColourPng(16_000, 16_000);

  it('is refused quickly with 413 IMAGE_TOO_MANY_PIXELS, in the shopper’s language, storing nothing', async () => {
    expect(huge.length).toBeLessThan(300_000);
    const ua = await timedPost('/api/uploadimage', imageForm(huge));
    expect(ua.status).toBe(413);
    expect(ua.body.error).toEqual({ code: 'IMAGE_TOO_MANY_PIXELS', message: expect.stringContaining('50 мегапікселів') as string, details: { maxPixels: 50_000_000 } });
    expect(ua.ms).toBeLessThan(QUICK_MS);
    const en = await timedPost('/api/uploadimage', imageForm(huge), 'en');
    expect(en.body.error?.message).toMatch(/over 50 megapixels/);
    const hash = createHash('sha256').update(huge).digest('hex').slice(0, 20);
    expect(await imageStore().get(`main/${hash}.png`)).toBeNull();
  });
});

describe('POST /api/syncgoods with expensive files', () => {
  it.each([
    ['an XLSX that unpacks to 500 MB', () => xlsxBomb(500 * MB), 'prices.xlsx', 413, 'PRICE_LIST_UNPACKED_TOO_LARGE'],
    ['an XLSX that unpacks to 500 MB while declaring 1 kB', () => xlsxBomb(500 * MB, 1024), 'prices.xlsx', 413, 'PRICE_LIST_UNPACKED_TOO_LARGE'],
    [
      'a CSV of 10 001 rows',
      () => Buffer.from(['articul;price;quantity', ...Array.from({ length: 10_001 }, (_, i) => `BIG-${i};10;1`)].join('\n')),
      'prices.csv',
      413,
      'PRICE_LIST_TOO_MANY_ROWS',
    ],
  ])('refuses %s quickly, changing nothing', async (_name, file, filename, status, code) => {
    const bytes = file();
    expect(bytes.length).toBeLessThan(MB);
    let ms = 0;
    await expectRefusedUnchanged(
      async () => {
        const answer = await timedPost('/api/syncgoods', priceListForm(bytes, filename));
        ms = answer.ms;
        expect(answer.body.error?.message).toMatch(/Нічого не змінено/);
        return answer;
      },
      status,
      code,
      // Goods only: the search index follows goods by a trigger, so unchanged goods leave it as it is.
      ['goods'],
    );
    expect(ms).toBeLessThan(QUICK_MS);
  });

  it('holds each row to the good form: a title over 200 characters makes its row invalid', async () => {
    const csv = ['articul;price;quantity;title;category', `LONG-TITLE-1;10;1;${'П'.repeat(201)};wool`].join('\n');
    const form = priceListForm(Buffer.from(csv), 'prices.csv');
    form.set('mode', 'preview');
    const { status, body } = await timedPost('/api/syncgoods', form);
    expect(status).toBe(200);
    expect(body.invalid).toEqual([{ line: 2, articul: 'LONG-TITLE-1', reason: 'title must be at most 200 characters' }]);
  });
});
