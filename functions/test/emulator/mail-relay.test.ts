// The shop is no mail relay: whatever a stranger types (an order's name, city, branch and comment;
// a user name at sign-up) never reaches an email address that nobody has proved, because the
// mails to such addresses carry only the shop's own words. The shop's own copy keeps it all.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { COLLECTIONS, type MailDoc } from '../../src/model/types';
import { shopEmail } from '../../src/orders/order-mail';
import { SHOP_URL } from '../shop-url';
import { makeGood, orderBody } from './orders-support';

async function mailsTo(to: string): Promise<MailDoc[]> {
  return (await db.collection(COLLECTIONS.mail).where('to', '==', to).get()).docs.map((d) => d.data() as MailDoc);
}

const post = (path: string, body: unknown) =>
  fetch(`${SHOP_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('no free text to an unproved address', () => {
  it("a guest order with a comment: the customer's mail has none of the typed text, the shop's copy has all of it", async () => {
    const good = await makeGood({ quantity: 5 });
    const run = randomUUID().slice(0, 8);
    const victim = `victim-${run}@test.yarnshop.test`;
    const typed = {
      name: `Spam Name ${run}`,
      city: `Spamcity ${run}`,
      branch: `12 visit spam-${run}.example`,
      comment: `Buy cheap pills at spam-${run}.example now`,
    };
    const res = await post(
      '/api/createshoppingcard',
      orderBody([{ goodId: good, quantity: 2 }], {
        customer: { name: typed.name, phone: '0671112233', email: victim },
        delivery: { carrier: 'ukrposhta', city: typed.city, branch: typed.branch },
        comment: typed.comment,
      }),
    );
    expect(res.status).toBe(201);
    const { shoppingCardId } = (await res.json()) as { shoppingCardId: number };

    const [customerMail, ...others] = await mailsTo(victim);
    expect(others).toEqual([]);
    const sent = JSON.stringify(customerMail!.message);
    for (const text of [...Object.values(typed), run, '0671112233', '380671112233']) expect(sent).not.toContain(text);
    expect(customerMail!.message.subject).toBe(`Ваше замовлення №${shoppingCardId} прийнято`);
    expect(customerMail!.message.text).toContain('2 × 100 ₴ = 200 ₴');
    expect(customerMail!.message.text).toContain('Укрпошта');
    expect(customerMail!.message.html).toBeUndefined();

    const shopCopy = (await mailsTo(shopEmail())).find((m) => m.message.subject === `Нове замовлення №${shoppingCardId}`);
    for (const text of Object.values(typed)) expect(shopCopy?.message.text).toContain(text);
  });

  it('a sign-up with a spammy user name: the confirmation mail to the unproved address does not carry it', async () => {
    const run = randomUUID().slice(0, 8);
    const email = `signup-${run}@test.yarnshop.test`;
    const username = `visit.spam-${run}.example`;
    const res = await post('/auth/registration', { email, phone: 380671234567, username, password: 'Knit2gether7' });
    expect(res.status).toBe(201);
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(JSON.stringify(mail!.message)).not.toContain(run);
    expect(mail!.message.text).toMatch(/\/confirmregistration\//);
  });
});
