// POST /api/sendcallbackrequest through the Hosting rewrite: one stored request for good input,
// a 4xx with a stable code and nothing written for bad input.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { COLLECTIONS } from '../../src/model/types';
import { SHOP_URL } from '../shop-url';

const requests = db.collection(COLLECTIONS.callbackRequests);

function send(body: unknown, init: { raw?: string; cookie?: string } = {}) {
  return fetch(`${SHOP_URL}/api/sendcallbackrequest`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.raw ?? JSON.stringify(body),
  });
}

async function storedCount(): Promise<number> {
  return (await requests.count().get()).data().count;
}

describe('POST /api/sendcallbackrequest', () => {
  it('stores one request with the phone in its one stored form (+380…), not done, with a time', async () => {
    const clientName = `Олена-${randomUUID().slice(0, 8)}`;
    const before = Date.now();
    const res = await send({ clientName, clientPhone: '+38 (067) 123-45-67' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });

    const stored = await requests.where('clientName', '==', clientName).get();
    expect(stored.size).toBe(1);
    const doc = stored.docs[0]!.data();
    expect(doc).toMatchObject({ clientName, clientPhone: '+380671234567', done: false });
    expect(doc.createdAt).toBeInstanceOf(Timestamp);
    expect((doc.createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 60_000);
  });

  it('accepts a request without a name', async () => {
    const phone = `067${Math.floor(Math.random() * 1e7).toString().padStart(7, '0')}`;
    const res = await send({ clientPhone: phone });
    expect(res.status).toBe(201);
    const stored = await requests.where('clientPhone', '==', `+38${phone}`).where('clientName', '==', '').get();
    expect(stored.size).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['a missing phone', { clientName: 'Олена' }, 400, 'CALLBACK_PHONE_REQUIRED'],
    ['an empty phone', { clientName: 'Олена', clientPhone: '  ' }, 400, 'CALLBACK_PHONE_REQUIRED'],
    ['Latin letters in the phone', { clientName: 'Олена', clientPhone: '067abc4567' }, 400, 'CALLBACK_PHONE_INVALID'],
    ['too few digits', { clientName: 'Олена', clientPhone: '067123' }, 400, 'CALLBACK_PHONE_INVALID'],
    ['a <script> name', { clientName: '<script>alert(1)</script>', clientPhone: '0671234567' }, 400, 'CALLBACK_NAME_INVALID'],
    ['a name with a space', { clientName: 'Олена Петрівна', clientPhone: '0671234567' }, 400, 'CALLBACK_NAME_INVALID'],
    ['a 1 MB name', { clientName: 'a'.repeat(1_000_000), clientPhone: '0671234567' }, 400, 'CALLBACK_NAME_INVALID'],
    ['a phone as a number', { clientName: 'Олена', clientPhone: 671234567 }, 400, 'VALIDATION_FAILED'],
    ['a name as an array', { clientName: ['Олена'], clientPhone: '0671234567' }, 400, 'VALIDATION_FAILED'],
    ['an unknown field', { clientName: 'Олена', clientPhone: '0671234567', done: true }, 400, 'VALIDATION_FAILED'],
    ['a body that is an array', [{ clientPhone: '0671234567' }], 400, 'VALIDATION_FAILED'],
  ])('refuses %s with %s %s and stores nothing', async (_, body, status, code) => {
    const before = await storedCount();
    const res = await send(body);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: { code } });
    expect(await storedCount()).toBe(before);
  });

  // Cloud Functions parse a JSON body before the app sees it, so the answer is the platform's 400.
  it('refuses malformed JSON with a 400 and stores nothing', async () => {
    const before = await storedCount();
    const res = await send(undefined, { raw: '{"clientPhone": "067' });
    expect(res.status).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('explains the problem in the language of the cookie', async () => {
    const res = await send({ clientName: 'Olena', clientPhone: '' }, { cookie: '__session=en' });
    expect(await res.json()).toMatchObject({
      error: { code: 'CALLBACK_PHONE_REQUIRED', message: 'Please enter your phone number.' },
    });
  });
});
