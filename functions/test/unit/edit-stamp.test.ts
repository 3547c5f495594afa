// The edit stamp: a write made in an ADMIN's call gets a new stamp each time; a customer's call,
// a guest's and work outside any call (a trigger, a schedule) get none.
import { describe, expect, it } from 'vitest';
import { editStamp, withCaller } from '../../src/http/edit-stamp';

const admin = { uid: 'boss', email: 'boss@shop.test', isAdmin: true };
const customer = { uid: 'olena', email: 'olena@shop.test', isAdmin: false };

describe('editStamp', () => {
  it('stamps an ADMIN’s writes with her uid and a new id per write, across awaits', async () => {
    const [first, second] = await withCaller(admin, async () => {
      const one = editStamp();
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [one, editStamp()];
    });
    expect(first.lastEdit?.uid).toBe('boss');
    expect(second.lastEdit?.uid).toBe('boss');
    expect(first.lastEdit?.id).not.toBe(second.lastEdit?.id);
  });

  it('stamps nothing for a customer, a guest or outside a call', async () => {
    expect(await withCaller(customer, async () => editStamp())).toEqual({});
    expect(await withCaller(undefined, async () => editStamp())).toEqual({});
    expect(editStamp()).toEqual({});
  });
});
