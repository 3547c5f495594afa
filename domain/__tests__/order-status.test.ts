import { describe, expect, it } from 'vitest';
import { canTransition, isEditable, nextStatuses, ORDER_STATUSES, stockEffect, type OrderStatus } from '../order-status';

const ALLOWED_FOR_ADMIN: [OrderStatus, OrderStatus][] = [
  ['UNCONFIRMED', 'RESERVED'],
  ['UNCONFIRMED', 'CANCELLED'],
  ['RESERVED', 'CONFIRMED'],
  ['RESERVED', 'CANCELLED'],
  ['CONFIRMED', 'SENT'],
  ['CONFIRMED', 'CANCELLED'],
  ['SENT', 'COMPLETED'],
  ['SENT', 'CANCELLED'],
];

describe('status transitions', () => {
  it('an ADMIN may make exactly the moves of the table', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const expected = ALLOWED_FOR_ADMIN.some(([f, t]) => f === from && t === to);
        expect(canTransition(from, to, 'ADMIN'), `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('the owner may only cancel an UNCONFIRMED card', () => {
    expect(nextStatuses('UNCONFIRMED', 'OWNER')).toEqual(['CANCELLED']);
    for (const from of ORDER_STATUSES.filter((s) => s !== 'UNCONFIRMED')) expect(nextStatuses(from, 'OWNER')).toEqual([]);
  });

  it('the carrier may only complete a SENT card', () => {
    expect(nextStatuses('SENT', 'CARRIER')).toEqual(['COMPLETED']);
    expect(canTransition('SENT', 'CANCELLED', 'CARRIER')).toBe(false);
    for (const from of ORDER_STATUSES.filter((s) => s !== 'SENT')) expect(nextStatuses(from, 'CARRIER'), from).toEqual([]);
  });

  it('COMPLETED and CANCELLED are final', () => {
    expect(nextStatuses('COMPLETED', 'ADMIN')).toEqual([]);
    expect(nextStatuses('CANCELLED', 'ADMIN')).toEqual([]);
    expect(nextStatuses('COMPLETED', 'CARRIER')).toEqual([]);
  });

  it('RESERVED takes stock, cancelling a card that holds it returns it', () => {
    expect(stockEffect('UNCONFIRMED', 'RESERVED')).toBe('take');
    expect(stockEffect('RESERVED', 'CONFIRMED')).toBe('none');
    expect(stockEffect('CONFIRMED', 'SENT')).toBe('none');
    expect(stockEffect('SENT', 'COMPLETED')).toBe('none');
    expect(stockEffect('UNCONFIRMED', 'CANCELLED')).toBe('none');
    for (const from of ['RESERVED', 'CONFIRMED', 'SENT'] as const) expect(stockEffect(from, 'CANCELLED')).toBe('return');
  });

  it('only UNCONFIRMED cards are editable', () => {
    expect(ORDER_STATUSES.filter(isEditable)).toEqual(['UNCONFIRMED']);
  });
});
