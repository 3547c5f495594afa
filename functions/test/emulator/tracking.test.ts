// Parcel tracking against the carrier stand-in: the ADMIN's run by hand (POST /api/runparceltracking,
// the same code as the schedule) completes received parcels with actor carrier, flags refused ones
// for the ADMIN, whose cancel returns the stock, writes nothing when nothing moved, and leaves a
// failed poll for the next run without stopping the other batches.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { runTracking } from '../../src/shipping/tracking-run';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, post, stockOf } from './orders-support';
import {
  cardWithTime,
  failTrackingCalls,
  parcelAtStandIn,
  runTrackingAsAdmin,
  sentCard,
  setParcelStatus,
  standInNovaPoshta,
  trackedBatches,
} from './tracking-support';

let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  [admin, user] = await Promise.all([createTestUser('admin'), createTestUser()]);
});

describe('a tracking run moves orders on', () => {
  it('a received parcel completes its card, recorded with actor carrier; the stock stays sold', async () => {
    const number = await parcelAtStandIn();
    const { good, cardId } = await sentCard(number, { owner: user });
    await setParcelStatus(number, 9);
    const summary = await runTrackingAsAdmin(admin);
    expect(summary.completed).toBeGreaterThanOrEqual(1);
    const card = await cardDoc(cardId);
    expect(card.status).toBe('COMPLETED');
    expect(card.history.at(-1)).toMatchObject({ status: 'COMPLETED', actor: 'carrier' });
    expect(card.delivery.parcel).toMatchObject({ phase: 'received', statusCode: 9, statusText: 'Відправлення отримано', date: '25.11.2026 14:10:00', needsAttention: false });
    expect(await stockOf(good)).toBe(8);

    // The customer sees the move and the parcel; who made it stays the shop's business.
    type Seen = { data: { status: string; delivery: { parcel: unknown }; history: Record<string, unknown>[] } };
    const seen = await post<Seen>('/api/getshoppingcardbyid', { shoppingCardId: cardId }, user);
    expect(seen.body.data).toMatchObject({ status: 'COMPLETED', delivery: { parcel: { phase: 'received' } } });
    expect(seen.body.data.history.at(-1)).not.toHaveProperty('actor');
  });

  it('a refused parcel is flagged for the ADMIN, who cancels the card and gets the stock back', async () => {
    const number = await parcelAtStandIn();
    const { good, cardId } = await sentCard(number);
    await setParcelStatus(number, 102);
    expect((await runTrackingAsAdmin(admin)).flagged).toBeGreaterThanOrEqual(1);
    const flagged = await cardDoc(cardId);
    expect(flagged.status).toBe('SENT');
    expect(flagged.delivery.parcel).toMatchObject({ phase: 'refused', statusCode: 102, needsAttention: true });
    expect(await stockOf(good)).toBe(8);

    const cancel = await post('/api/changeshoppingcardstatus', { shoppingCardId: cardId, status: 'CANCELLED' }, admin);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await cardDoc(cardId)).toMatchObject({ status: 'CANCELLED' });
    expect(await stockOf(good)).toBe(10);
  });

  it('a number the carrier does not know (a typo in a hand-typed one) is shown as not found, neither completed nor flagged', async () => {
    const { cardId } = await sentCard(`2045${String(Date.now()).slice(-10)}`);
    await runTrackingAsAdmin(admin);
    const card = await cardDoc(cardId);
    expect(card.status).toBe('SENT');
    expect(card.delivery.parcel).toMatchObject({ phase: 'notFound', statusCode: 3, needsAttention: false });
  });
});

describe('a tracking run writes only what moved', () => {
  it('an unchanged status leaves the card untouched; a new one is recorded', async () => {
    const number = await parcelAtStandIn();
    const { cardId } = await sentCard(number);
    await setParcelStatus(number, 5);
    await runTrackingAsAdmin(admin);
    const first = await cardWithTime(cardId);
    expect(first.card.delivery.parcel).toMatchObject({ phase: 'onTheWay', statusCode: 5 });

    const again = await runTrackingAsAdmin(admin);
    expect(again.unchanged).toBeGreaterThanOrEqual(1);
    expect((await cardWithTime(cardId)).updateTime).toBe(first.updateTime);

    await setParcelStatus(number, 7);
    await runTrackingAsAdmin(admin);
    const moved = await cardWithTime(cardId);
    expect(moved.updateTime).not.toBe(first.updateTime);
    expect(moved.card).toMatchObject({ status: 'SENT', delivery: { parcel: { phase: 'atBranch', statusCode: 7 } } });
  });
});

describe('a failed poll', () => {
  it.each(['error', 'malformed'] as const)('(%s) changes nothing, and the next run succeeds', async (mode) => {
    const number = await parcelAtStandIn();
    const { cardId } = await sentCard(number);
    await setParcelStatus(number, 9);
    const batches = await trackedBatches();
    await failTrackingCalls(mode, batches);
    const before = await cardWithTime(cardId);

    const failed = await runTrackingAsAdmin(admin);
    expect(failed).toMatchObject({ failedBatches: batches, completed: 0 });
    expect(failed.errors).toEqual(Array(batches).fill(mode === 'error' ? 'CARRIER_REJECTED' : 'CARRIER_BAD_ANSWER'));
    expect(await cardWithTime(cardId)).toEqual(before);

    expect((await runTrackingAsAdmin(admin)).failedBatches).toBe(0);
    expect(await cardDoc(cardId)).toMatchObject({ status: 'COMPLETED', history: expect.arrayContaining([expect.objectContaining({ actor: 'carrier' })]) });
  });

  it('one bad batch does not stop the others', async () => {
    // Ids that sort first, and batches of one card: the first batch is this test's first card.
    const prefix = `00000000-${randomUUID()}`;
    const [first, second] = [await parcelAtStandIn(), await parcelAtStandIn()];
    const a = await sentCard(first, { id: `${prefix}-a` });
    const b = await sentCard(second, { id: `${prefix}-b` });
    await setParcelStatus(first, 9);
    await setParcelStatus(second, 9);
    await failTrackingCalls('error', 1);

    const summary = await runTracking(standInNovaPoshta, 1);
    expect(summary.failedBatches).toBe(1);
    expect(await cardDoc(a.cardId)).toMatchObject({ status: 'SENT' });
    expect((await cardDoc(a.cardId)).delivery.parcel).toBeUndefined();
    expect(await cardDoc(b.cardId)).toMatchObject({ status: 'COMPLETED' });

    expect((await runTracking(standInNovaPoshta, 1)).failedBatches).toBe(0);
    expect(await cardDoc(a.cardId)).toMatchObject({ status: 'COMPLETED' });
  });
});

describe('who may run it', () => {
  it('only an ADMIN', async () => {
    expect((await post('/api/runparceltracking', {}, user)).status).toBe(403);
    expect((await post('/api/runparceltracking', {}, null)).status).toBe(401);
  });
});
