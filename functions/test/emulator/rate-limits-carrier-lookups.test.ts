// Post-office lookups that make the shop ask Ukrposhta (the copy had no fresh answer) are limited
// per client address, so that a stranger cannot walk every postcode through the shop; lookups the
// copy answers are never counted, and an older copy still answers once the limit is reached.
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { RATE_RULES } from '../../src/http/rate-limit-rules';
import { countOf, forgetBuckets, leaveRoom, stemsOfOwnAddress } from '../rate-limit-support';
import { post } from './orders-support';

afterEach(() => forgetBuckets());

const byPostcode = (postcode: string) => post<{ offices: { id: string }[] }>('/api/getupofficesbypostcode', { postcode });
/** Postcodes the stand-in lacks: each makes the shop ask the carrier and keeps nothing. */
const madeUp = () => `9${String(Math.floor(Math.random() * 9000) + 1000)}`;

async function copyOf(postcode: string, ageMs: number): Promise<void> {
  const fetchedAtMs = Date.now() - ageMs;
  const office = { id: '990002', postcode, name: `Копія ${postcode}`, address: 'вул. Записана, 2', city: 'Копіївка', selectable: true };
  await db.collection('upOfficesByPostcode').doc(postcode).set({ items: [office], fetchedAtMs, deleteAt: Timestamp.fromMillis(fetchedAtMs + 90 * 86_400_000) });
}

describe('Ukrposhta lookups that reach the carrier', () => {
  it('are counted per address; once the window is full the next is 429, while the copy still answers', async () => {
    const stems = await stemsOfOwnAddress(RATE_RULES.carrierLookupPerAddress, () => byPostcode(madeUp()));
    expect(stems.map((s) => s.seconds).sort((a, b) => a - b)).toEqual([600, 86_400]);
    await leaveRoom(stems, 600, 0);

    const refused = await byPostcode(madeUp());
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'RATE_LIMITED']);

    // A fresh copy answers without asking the carrier, so it is neither counted nor refused.
    await copyOf('99990', 0);
    const counted = await countOf(stems, 600);
    expect((await byPostcode('99990')).body.offices.map((o) => o.id)).toEqual(['990002']);
    expect(await countOf(stems, 600)).toBe(counted);

    // A stale copy would be asked again; refused, the older copy answers instead.
    await copyOf('99991', 8 * 86_400_000);
    const stale = await byPostcode('99991');
    expect([stale.status, stale.body.offices.map((o) => o.id)]).toEqual([200, ['990002']]);
    await db.collection('upOfficesByPostcode').doc('99990').delete();
    await db.collection('upOfficesByPostcode').doc('99991').delete();
  });
});
