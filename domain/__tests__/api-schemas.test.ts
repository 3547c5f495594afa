// The API's request schemas, shared by the functions (which validate with them) and the SPA (which
// types its calls from them, domain/api/contract.ts): a payload as the SPA builds it passes, as
// the function will read it; what the SPA must not send is refused.
import { describe, expect, it } from 'vitest';
import { LoginSchema } from '../api/auth';
import { callbackListSchema } from '../api/callbacks';
import type { ApiInput } from '../api/contract';
import { npBranchesSchema } from '../api/delivery';
import { createShoppingCardBody } from '../api/orders';

describe('API schemas', () => {
  it('an order as checkout sends it passes, trimmed and with the phone in one form', () => {
    const input: ApiInput<'/api/createshoppingcard'> = {
      goods: [{ goodId: 'g1', quantity: 2 }],
      customer: { name: ' Олена ', phone: '067 123 45 67' },
      delivery: { carrier: 'novaposhta', city: ' Київ ', branch: 'Відділення №1' },
      payment: 'cod',
      idempotencyKey: 'a1b2c3d4-e5f6',
    };
    const body = createShoppingCardBody.parse(input);
    expect(body.customer).toEqual({ name: 'Олена', phone: '+380671234567' });
    expect(body.delivery.city).toBe('Київ');
  });

  it('an order naming a good twice is refused', () => {
    const lines = [{ goodId: 'g1', quantity: 1 }, { goodId: 'g1', quantity: 2 }];
    const input = { goods: lines, customer: { name: 'Олена', phone: '0671234567' }, delivery: { carrier: 'ukrposhta', city: 'Львів', branch: '79000' }, payment: 'cod', idempotencyKey: 'k-12345678' };
    expect(createShoppingCardBody.safeParse(input).success).toBe(false);
  });

  it('a login needs a typed identifier', () => {
    expect(LoginSchema.safeParse({ email: ' ', password: 'x' }).success).toBe(false);
    expect(LoginSchema.safeParse({ username: 'olena', email: 'olena', password: 'x' }).success).toBe(true);
  });

  it('defaults fill what the SPA leaves out', () => {
    expect(callbackListSchema.parse({})).toEqual({ onlyOpen: false });
    expect(npBranchesSchema.parse({ settlementRef: 'e718a680-4b33-11e4-ab6d-005056801329' })).toEqual({
      settlementRef: 'e718a680-4b33-11e4-ab6d-005056801329',
      query: '',
      weightKg: null,
    });
  });
});
