// The customer's messages, sent by the trigger on the card (functions/src/customer-messages/):
// each move of an order through the API, the tracking run or a direct write mails her once, in
// her language; a status written twice sends nothing more; a guest without an email gets nothing;
// the ADMIN sees in the card what went out. Triggers run in the Functions emulator, so each test
// waits for the outcome (ADR 8).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendDueMessages } from '../../src/customer-messages/send-due-messages';
import { db } from '../../src/admin';
import { mailsTo } from '../auth-helpers';
import { SHOP_URL } from '../shop-url';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, makeGood, orderBody, post } from './orders-support';
import { parcelAtStandIn, runTrackingAsAdmin, setParcelStatus } from './tracking-support';

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin');
});

const subjects = async (to: string) => (await mailsTo(to)).map((m) => m.subject).sort();
const markersOf = async (cardId: string) => (await db.collection('customerMessages').where('cardId', '==', cardId).get()).docs.map((d) => d.get('kind') as string).sort();

/** A card of one unit of a good of its own, ordered with `email` (none: a guest who gave none), in `language`. */
async function order(email: string | null, language: 'ua' | 'en' = 'ua'): Promise<{ cardId: string; number: number }> {
  const good = await makeGood({ quantity: 5 });
  const body = orderBody([{ goodId: good, quantity: 1 }], { customer: { name: 'Олена Тестова', phone: '+380671234567', ...(email ? { email } : {}) } });
  const res = await fetch(`${SHOP_URL}/api/createshoppingcard`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `__session=${language}` },
    body: JSON.stringify(body),
  });
  const created = (await res.json()) as { _id: string; shoppingCardId: number };
  expect(res.status, JSON.stringify(created)).toBe(201);
  return { cardId: created._id, number: created.shoppingCardId };
}

async function move(cardId: string, status: string, extra: Record<string, unknown> = {}) {
  const res = await post('/api/changeshoppingcardstatus', { shoppingCardId: cardId, status, ...extra }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('the customer is told at every step', () => {
  it('confirmed, sent with the tracking link, waiting at the branch with the last free day, received: each once', async () => {
    const email = `msg-${randomUUID()}@test.yarnshop.test`;
    const { cardId, number } = await order(email);
    const tracking = await parcelAtStandIn();
    await move(cardId, 'RESERVED');
    await move(cardId, 'CONFIRMED');
    await expect.poll(() => subjects(email)).toContain(`Замовлення №${number} підтверджено`);
    await move(cardId, 'SENT', { trackingNumber: tracking });
    await expect.poll(() => subjects(email)).toContain(`Замовлення №${number} відправлено`);
    const sent = (await mailsTo(email)).find((m) => m.subject.endsWith('відправлено'))!;
    expect(sent.text).toContain(`https://novaposhta.ua/tracking/?cargo_number=${tracking}`);

    await setParcelStatus(tracking, 7);
    await runTrackingAsAdmin(admin);
    await expect.poll(() => subjects(email)).toContain(`Замовлення №${number} чекає у відділенні`);
    expect((await mailsTo(email)).find((m) => m.subject.endsWith('у відділенні'))!.text).toContain('Безкоштовне зберігання до 02.12.2026 включно.');

    await setParcelStatus(tracking, 9);
    await runTrackingAsAdmin(admin);
    await expect.poll(() => subjects(email)).toContain(`Замовлення №${number} отримано`);
    expect(await subjects(email)).toEqual(
      [`Ваше замовлення №${number} прийнято`, `Замовлення №${number} підтверджено`, `Замовлення №${number} відправлено`, `Замовлення №${number} чекає у відділенні`, `Замовлення №${number} отримано`].sort(),
    );

    // The ADMIN sees what went out; the customer's own view does not carry it.
    const asAdmin = await post<{ data: { sentMessages: { kind: string }[] } }>('/api/getshoppingcardbyid', { shoppingCardId: cardId }, admin);
    expect(asAdmin.body.data.sentMessages.map((m) => m.kind).sort()).toEqual(['atBranch', 'confirmed', 'received', 'sent']);
    const asGuest = await post<{ data: Record<string, unknown> }>('/api/getshoppingcardbyid', { shoppingCardId: cardId });
    expect(asGuest.body.data).not.toHaveProperty('sentMessages');
  });

  it('in English for a customer who ordered in English; a cancel is said once', async () => {
    const email = `msg-${randomUUID()}@test.yarnshop.test`;
    const { cardId, number } = await order(email, 'en');
    expect(await cardDoc(cardId)).toMatchObject({ language: 'en' });
    await move(cardId, 'CANCELLED');
    await expect.poll(() => subjects(email)).toContain(`Order №${number} cancelled`);
  });

  it('a status written twice, and the same write delivered twice, send nothing more', async () => {
    const email = `msg-${randomUUID()}@test.yarnshop.test`;
    const { cardId, number } = await order(email);
    await move(cardId, 'RESERVED');
    await move(cardId, 'CONFIRMED');
    await expect.poll(() => markersOf(cardId)).toEqual(['confirmed']);
    // Written again into CONFIRMED from outside (as a retried write would), and the trigger's
    // own work run twice for the same change, as an at-least-once delivery may.
    const card = await cardDoc(cardId);
    await db.collection('shoppingCards').doc(cardId).update({ status: 'RESERVED' });
    await db.collection('shoppingCards').doc(cardId).update({ status: 'CONFIRMED' });
    expect(await sendDueMessages(cardId, { ...card, status: 'RESERVED' }, card)).toEqual([]);
    // A later message is the fence: once it is out, the repeated writes' triggers have run too.
    await move(cardId, 'CANCELLED');
    await expect.poll(() => markersOf(cardId)).toEqual(['cancelled', 'confirmed']);
    const confirmations = (await subjects(email)).filter((s) => s === `Замовлення №${number} підтверджено`);
    expect(confirmations).toHaveLength(1);
  });

  it('a guest who gave no email gets nothing', async () => {
    const { cardId } = await order(null);
    const fence = await order(`msg-${randomUUID()}@test.yarnshop.test`);
    await move(cardId, 'RESERVED');
    await move(cardId, 'CONFIRMED');
    await move(fence.cardId, 'RESERVED');
    await move(fence.cardId, 'CONFIRMED');
    await expect.poll(() => markersOf(fence.cardId)).toEqual(['confirmed']);
    expect(await markersOf(cardId)).toEqual([]);
  });
});
