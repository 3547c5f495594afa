import { describe, expect, it } from 'vitest';
import type { SavedPlaceDelivery } from '@domain/api/profile';
import { deliveryOf, initialCheckoutValues } from '../checkout-values';
import { addressParts, placeValues } from '../saved-place-values';

const again = (delivery: SavedPlaceDelivery) => deliveryOf({ ...initialCheckoutValues(null), ...placeValues(delivery) });

describe('a saved place back in checkout', () => {
  it('sends the same delivery it was saved from, for each carrier and way', () => {
    const places: SavedPlaceDelivery[] = [
      { carrier: 'novaposhta', city: 'Київ, Київська обл.', branch: 'Поштомат №120', novaPoshta: { settlementRef: 's', cityRef: 'c', warehouseRef: 'w' } },
      {
        carrier: 'novaposhta',
        city: 'Київ, Київська обл.',
        branch: 'вул. Хрещатик, 5а, кв. 12',
        novaPoshtaDoor: { settlementRef: 's', cityRef: 'c', streetRef: 'st', street: 'Хрещатик', house: '5а', flat: '12' },
      },
      {
        carrier: 'novaposhta',
        city: 'Київ, Київська обл.',
        branch: 'просп. Перемоги, 7',
        novaPoshtaDoor: { settlementRef: 's', cityRef: 'c', streetRef: 'st2', street: 'Перемоги', house: '7', flat: null },
      },
      { carrier: 'ukrposhta', city: 'Львів', branch: '79000: вул. Словацького, 1', ukrposhta: { postOfficeId: '123', postcode: '79000' } },
      { carrier: 'ukrposhta', city: 'Сокільники', branch: 'вул. Головна, 12, кв. 3, 81130' },
      { carrier: 'ukrposhta', city: 'Сокільники', branch: 'вул. Головна, 12, 81130' },
    ];
    for (const place of places) expect(again(place)).toEqual(place);
  });

  it('reads a street address back into its parts', () => {
    expect(addressParts('вул. Головна, 12, кв. 3, 81130')).toEqual({ street: 'вул. Головна', house: '12', flat: '3', postcode: '81130' });
  });
});
