// A main-page slide's words and link (/api/savemainimagetexts): saved per language for an ADMIN,
// a bad link or a text in one language only refused with its code and nothing written, and the
// call refused to a guest and a customer.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { bearer, createTestUser, type TestUser } from '../auth-tokens';
import { SHOP_URL } from '../shop-url';

let admin: TestUser;
let shopper: TestUser;
const imageId = `test-slide-${randomUUID().slice(0, 8)}`;
const slide = () => db.collection('mainPageImages').doc(imageId);

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
  // Far down the order, so the storefront's first slides stay the seed's.
  await slide().set({ mainImage: '/api/images/main/test-slide.webp', mainImageBlured: null, order: 10_000, createdAt: new Date() });
});
afterAll(async () => {
  await slide().delete();
});

function post(user: TestUser | null, body: unknown) {
  return fetch(`${SHOP_URL}/api/savemainimagetexts`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(user) }, body: JSON.stringify(body) });
}

const words = {
  title: { ua: 'Знижки до 50%', en: 'Up to 50% off' },
  subtitle: { ua: 'Шукайте позначку «Знижка»', en: 'Look for the Discount badge' },
  link: '/goods/discountgoods',
};

async function refusal(body: unknown): Promise<{ status: number; code: string; message: string }> {
  const res = await post(admin, body);
  const answer = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, code: answer.error.code, message: answer.error.message };
}

describe('a slide’s words and link', () => {
  it('are saved for an ADMIN, per language, beside the picture', async () => {
    const res = await post(admin, { imageId, ...words });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ _id: imageId });
    expect((await slide().get()).data()).toMatchObject({ ...words, mainImage: '/api/images/main/test-slide.webp', order: 10_000 });

    const away = await post(admin, { imageId, ...words, link: 'https://www.instagram.com/yarnshop' });
    expect(away.status).toBe(200);
    expect((await slide().get()).get('link')).toBe('https://www.instagram.com/yarnshop');
  });

  it('take an empty link as none, and empty texts as none', async () => {
    const none = { ua: '', en: '' };
    expect((await post(admin, { imageId, title: none, subtitle: none, link: '  ' })).status).toBe(200);
    expect((await slide().get()).data()).toMatchObject({ title: none, subtitle: none, link: null });
  });

  it.each(['javascript:alert(1)', '//evil.example/x', 'http://example.com', 'discounts', '/a b'])('refuse the link %j with SLIDE_LINK_INVALID and keep what was saved', async (link) => {
    await post(admin, { imageId, ...words });
    const answer = await refusal({ imageId, ...words, link });
    expect(answer).toMatchObject({ status: 400, code: 'SLIDE_LINK_INVALID' });
    expect(answer.message).toMatch(/https/);
    expect((await slide().get()).get('link')).toBe(words.link);
  });

  it('refuse a text in one language only with SLIDE_TEXT_LANGUAGES', async () => {
    expect(await refusal({ imageId, ...words, title: { ua: 'Знижки', en: '' } })).toMatchObject({ status: 400, code: 'SLIDE_TEXT_LANGUAGES' });
  });

  it('refuse a too long title, an unknown slide, a guest and a customer', async () => {
    expect(await refusal({ imageId, ...words, title: { ua: 'З'.repeat(81), en: 'Sale' } })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await refusal({ ...words, imageId: 'no-such-slide' })).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await post(null, { imageId, ...words })).status).toBe(401);
    expect((await post(shopper, { imageId, ...words })).status).toBe(403);
  });
});
