import { describe, expect, it } from 'vitest';
import { historyActor } from '../history-actor';

const me = { userId: 'seed-admin', name: 'Оксана' };

describe('historyActor', () => {
  it.each([
    ['guest', { id: 'adminOrders.actor.customer' }],
    ['user:iFVnq2', { id: 'adminOrders.actor.customer' }],
    ['carrier', { id: 'adminOrders.actor.carrier' }],
    ['admin:system:hold-expiry', { id: 'adminOrders.actor.system' }],
    ['admin:seed-admin', { id: 'adminOrders.actor.adminNamed', values: { name: 'Оксана' } }],
    ['admin:other-admin', { id: 'adminOrders.actor.admin' }],
    ['something-new', { id: 'adminOrders.actor.system' }],
  ])('%s', (actor, text) => {
    expect(historyActor(actor, me)).toEqual(text);
  });

  it('names no admin when nobody is signed in', () => {
    expect(historyActor('admin:seed-admin', null)).toEqual({ id: 'adminOrders.actor.admin' });
  });
});
