import { describe, expect, it } from 'vitest';
import { leftToFreeDelivery, quoteValueBandUah, quoteWeightBandKg } from '../delivery-price';
import { ukrposhtaStandardPriceUah } from '../ukrposhta-tariff';

describe('the bands a delivery quote is asked for', () => {
  it('rounds the weight up to the next half kilogram, from 0.5 kg', () => {
    expect([0.1, 0.5, 0.51, 1, 1.2, 2.7].map(quoteWeightBandKg)).toEqual([0.5, 0.5, 1, 1, 1.5, 3]);
  });

  it('rounds the sum up to the next 100 ₴, from 100 ₴', () => {
    expect([0, 99, 100, 101, 430, 1999.5].map(quoteValueBandUah)).toEqual([100, 100, 100, 200, 500, 2000]);
  });
});

describe('what is left to free delivery', () => {
  it('is null with no offer, the rest of the sum below it, and 0 once reached', () => {
    expect(leftToFreeDelivery(undefined, 500)).toBeNull();
    expect(leftToFreeDelivery({ freeDeliveryFromUah: null }, 500)).toBeNull();
    expect(leftToFreeDelivery({ freeDeliveryFromUah: 2000 }, 1770)).toBe(230);
    expect(leftToFreeDelivery({ freeDeliveryFromUah: 2000 }, 1999.5)).toBe(1);
    expect(leftToFreeDelivery({ freeDeliveryFromUah: 2000 }, 2400)).toBe(0);
  });
});

describe("Ukrposhta's published tariff", () => {
  it('takes the row of the first weight band that holds the parcel, 20 ₴ more to an address, none past 30 kg', () => {
    expect([0.25, 0.3, 1, 1.01, 10, 30].map((kg) => ukrposhtaStandardPriceUah(kg))).toEqual([29, 30, 31, 34, 55, 90]);
    expect(ukrposhtaStandardPriceUah(0.6, true)).toBe(51);
    expect(ukrposhtaStandardPriceUah(30.5)).toBeNull();
  });
});
