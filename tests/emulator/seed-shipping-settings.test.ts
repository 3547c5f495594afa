// The seed's sender settings: written when the shop has none, valid by the same checks the ADMIN's
// save runs against the directory copy, and never over settings the ADMIN has saved.
import '../../scripts/seed/emulators-only.ts'; // first: points firebase-admin at the emulators
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShippingSettingsSchema } from '@domain/shipping.ts';
import { db } from '../../functions/src/admin.ts';
import { bearer, createTestUser, type TestUser } from '../../functions/test/auth-tokens.ts';
import { SHOP_CONTACT, SHOP_SENDER } from '../../functions/test/carrier-stand-in/nova-poshta-documents.ts';
import { SHOP_URL } from '../../functions/test/shop-url.ts';
import { ensureShippingSettings, seedShippingSettings } from '../../scripts/seed/shipping-settings.ts';

const settingsDoc = () => db.collection('settings').doc('shipping');
let admin: TestUser;
/** Put back afterwards: the waybill tests start from the seeded settings. */
let before: FirebaseFirestore.DocumentData | undefined;

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${SHOP_URL}${path}`, { method: 'POST', headers: { ...bearer(admin), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  admin = await createTestUser('admin');
  before = (await settingsDoc().get()).data();
  // the directory copy the save checks against, as npm start makes it
  if ((await db.collection('npBranches').limit(1).get()).empty) expect((await post('/api/refreshnpdirectory', {})).status).toBe(200);
});

afterAll(async () => {
  await (before ? settingsDoc().set(before) : settingsDoc().delete());
});

describe('the seed’s shipping settings', () => {
  it('writes the stand-in’s sender when none are saved, and the ADMIN’s save accepts them as they are', async () => {
    await settingsDoc().delete();
    expect(await ensureShippingSettings()).toBe(true);
    const seeded = seedShippingSettings();
    expect(ShippingSettingsSchema.parse((await settingsDoc().get()).data())).toEqual(seeded);
    expect(seeded.novaPoshta).toMatchObject({ counterpartyRef: SHOP_SENDER.Ref, contactRef: SHOP_CONTACT.Ref });
    const saved = await post('/api/saveshippingsettings', seeded);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings).toEqual(seeded);
  });

  it('keeps settings the ADMIN has saved', async () => {
    await settingsDoc().update({ contactName: 'Змінено адміном' });
    expect(await ensureShippingSettings()).toBe(false);
    expect((await settingsDoc().get()).get('contactName')).toBe('Змінено адміном');
  });
});
