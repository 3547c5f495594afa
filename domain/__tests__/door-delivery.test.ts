import { describe, expect, it } from 'vitest';
import { createShoppingCardBody } from '../api/orders';
import { doorAddressLine, isValidFlat, isValidHouse, npDoorSchema } from '../door-delivery';

const REFS = {
  settlementRef: '724ed04e-f763-44d1-988e-831b9ce05725',
  cityRef: '057cf5a8-8d17-4969-818b-d7312942e4ff',
  streetRef: '095bf8b0-8ee8-4702-abfd-a4d7701afdf4',
};
const door = { ...REFS, street: 'Хрещатик', house: ' 5а ', flat: ' 12 ' };
const order = (delivery: Record<string, unknown>) => ({
  goods: [{ goodId: 'good-1', quantity: 1 }],
  customer: { name: 'Олена Петренко', phone: '0671234567' },
  delivery: { carrier: 'novaposhta', city: 'Київ, Київська обл.', branch: 'вул. Хрещатик, 5а', ...delivery },
  payment: 'cod',
  idempotencyKey: 'key-12345678',
});

describe('Nova Poshta courier to the door', () => {
  it('takes house numbers with a letter, a building or a block, and refuses words or nothing', () => {
    for (const house of ['5', '12а', '12 А', '7/2', '14-Б', '3к2', '1024']) expect(isValidHouse(house), house).toBe(true);
    for (const house of ['', 'буд', 'а5', '12345', '5 <b>', '12/3/4', '1'.repeat(11)]) expect(isValidHouse(house), house).toBe(false);
  });

  it('takes an empty flat or a short one with a digit', () => {
    for (const flat of ['', '  ', '12', '12а', 'оф. 3'.replace('.', ''), '7-Б']) expect(isValidFlat(flat), flat).toBe(true);
    for (const flat of ['квартира', '<1>', '12345678901']) expect(isValidFlat(flat), flat).toBe(false);
  });

  it('trims the house and flat and keeps no empty flat', () => {
    expect(npDoorSchema.parse(door)).toEqual({ ...REFS, street: 'Хрещатик', house: '5а', flat: '12' });
    expect(npDoorSchema.parse({ ...door, flat: '' }).flat).toBeNull();
    expect(npDoorSchema.parse({ ...REFS, street: 'Хрещатик', house: '5' }).flat).toBeNull();
    expect(npDoorSchema.safeParse({ ...door, streetRef: 'not-a-ref' }).success).toBe(false);
    expect(npDoorSchema.safeParse({ ...door, house: 'x' }).success).toBe(false);
    expect(npDoorSchema.safeParse({ ...door, extra: 1 }).success).toBe(false);
  });

  it('writes the address as one line', () => {
    expect(doorAddressLine({ street: 'вул. Хрещатик', house: '5а', flat: '12' })).toBe('вул. Хрещатик, 5а, кв. 12');
    expect(doorAddressLine({ street: 'просп. Науки', house: '7/2', flat: null })).toBe('просп. Науки, 7/2');
  });

  it('an order goes to a door of Nova Poshta only, and never to a door and a branch at once', () => {
    expect(createShoppingCardBody.safeParse(order({ novaPoshtaDoor: door })).success).toBe(true);
    const both = order({ novaPoshtaDoor: door, novaPoshta: { settlementRef: REFS.settlementRef, cityRef: REFS.cityRef, warehouseRef: REFS.streetRef } });
    expect(createShoppingCardBody.safeParse(both).success).toBe(false);
    expect(createShoppingCardBody.safeParse(order({ carrier: 'ukrposhta', novaPoshtaDoor: door })).success).toBe(false);
    expect(createShoppingCardBody.safeParse(order({ novaPoshtaDoor: { ...door, house: '' } })).success).toBe(false);
  });
});
