// A carousel slide's showing dates: the ADMIN sets them in Kyiv time, a date range that ends before
// it starts is refused with nothing written, and the public home page (rendered on the server, and
// the public read call) shows only the slides within their dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromKyivLocal } from '@domain/kyiv-time';
import { db } from '../../src/admin';
import { createTestUser, type TestUser } from '../auth-tokens';
import { SHOP_URL } from '../shop-url';
import { post } from './orders-support';

const slides = () => db.collection('mainPageImages');
const DAY = 86_400_000;
const made: string[] = [];
let admin: TestUser;
let picture: string;

async function slide(title: string, dates: { showFromMs?: number | null; showUntilMs?: number | null }): Promise<string> {
  const ref = await slides().add({ mainImage: picture, mainImageBlured: null, order: 900 + made.length, title: { ua: title, en: title }, subtitle: { ua: '', en: '' }, link: null, createdAt: new Date(), ...dates });
  made.push(ref.id);
  return ref.id;
}
const words = (imageId: string, extra: Record<string, unknown> = {}) => ({ imageId, title: { ua: 'Знижки', en: 'Sale' }, subtitle: { ua: '', en: '' }, link: null, ...extra });

beforeAll(async () => {
  admin = await createTestUser('admin');
  picture = (await slides().orderBy('order').limit(1).get()).docs[0]!.get('mainImage') as string;
});
afterAll(async () => {
  await Promise.all(made.map((id) => slides().doc(id).delete()));
});

describe('the ADMIN sets a slide\'s dates', () => {
  it('stores Kyiv times as moments, and keeps them when a save leaves them out', async () => {
    const id = await slide('Dates-store', {});
    const saved = await post('/api/savemainimagetexts', words(id, { showFrom: '2026-07-01T10:00', showUntil: '2026-12-31T23:59' }), admin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await slides().doc(id).get()).data()).toMatchObject({ showFromMs: Date.parse('2026-07-01T07:00:00Z'), showUntilMs: fromKyivLocal('2026-12-31T23:59') });
    expect((await post('/api/savemainimagetexts', words(id, { title: { ua: 'Інше', en: 'Other' } }), admin)).status).toBe(200);
    expect((await slides().doc(id).get()).data()).toMatchObject({ title: { ua: 'Інше' }, showFromMs: Date.parse('2026-07-01T07:00:00Z') });
    expect((await post('/api/savemainimagetexts', words(id, { showFrom: null, showUntil: null }), admin)).status).toBe(200);
    expect((await slides().doc(id).get()).data()).toMatchObject({ showFromMs: null, showUntilMs: null });
  });

  it('refuses an end before the start, or a date that is not one, and writes nothing', async () => {
    const id = await slide('Dates-refused', {});
    const before = (await slides().doc(id).get()).data();
    const backwards = await post<{ error: { code: string; message: string } }>('/api/savemainimagetexts', words(id, { showFrom: '2026-12-10T10:00', showUntil: '2026-12-01T10:00' }), admin);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.code).toBe('SLIDE_DATES_ORDER');
    expect(backwards.body.error.message).toContain('пізніше');
    for (const showFrom of ['2026-02-30T10:00', '10.12.2026', 1_800_000_000_000]) {
      expect((await post<{ error: { code: string } }>('/api/savemainimagetexts', words(id, { showFrom }), admin)).body.error.code).toBe('VALIDATION_FAILED');
    }
    // Against the stored start, too.
    await slides().doc(id).update({ showFromMs: fromKyivLocal('2026-12-10T10:00') });
    expect((await post<{ error: { code: string } }>('/api/savemainimagetexts', words(id, { showUntil: '2026-12-01T10:00' }), admin)).body.error.code).toBe('SLIDE_DATES_ORDER');
    expect((await slides().doc(id).get()).data()).toEqual({ ...before, showFromMs: fromKyivLocal('2026-12-10T10:00') });
  });
});

describe('the public home page shows the slides within their dates', () => {
  it('on the server\'s page and through the public read', async () => {
    const now = Date.now();
    const current = await slide('Слайд-зараз', { showFromMs: now - DAY, showUntilMs: now + DAY });
    const future = await slide('Слайд-потім', { showFromMs: now + DAY, showUntilMs: null });
    const past = await slide('Слайд-минув', { showFromMs: null, showUntilMs: now - 1 });
    const html = await (await fetch(`${SHOP_URL}/`)).text();
    expect(html).toContain('Слайд-зараз');
    expect(html).not.toContain('Слайд-потім');
    expect(html).not.toContain('Слайд-минув');
    const read = await post<{ mainPageImages: { _id: string }[] }>('/api/getmainpageimage', {});
    const ids = read.body.mainPageImages.map((image) => image._id);
    expect(ids).toContain(current);
    expect(ids).not.toContain(future);
    expect(ids).not.toContain(past);
  });
});
