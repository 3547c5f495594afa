import { describe, expect, it } from 'vitest';
import { ChangePasswordSchema, RenamePlaceSchema, SavePlaceSchema, SaveProfileSchema } from '../api/profile';
import { defaultPlaceLabel, isValidPlaceLabel, placeKey } from '../saved-places';

const REF = '11111111-2222-3333-4444-555555555555';
const npPlace = { carrier: 'novaposhta', city: 'Київ, Київська обл.', branch: 'Відділення №1', novaPoshta: { settlementRef: REF, cityRef: REF, warehouseRef: REF } };

describe('saved places', () => {
  it('are one place when the carrier and its ref are the same, whatever the case of the texts', () => {
    expect(placeKey(npPlace)).toBe(placeKey({ ...npPlace, branch: 'відділення №1' }));
    expect(placeKey(npPlace)).not.toBe(placeKey({ ...npPlace, novaPoshta: { ...npPlace.novaPoshta, warehouseRef: REF.replace('1', '9') } }));
    expect(placeKey({ carrier: 'ukrposhta', city: 'Львів', branch: 'Шевченка, 1, 79000' })).not.toBe(placeKey({ carrier: 'ukrposhta', city: 'Львів', branch: 'Шевченка, 2, 79000' }));
  });

  it('are labelled by their town and branch unless the shopper names them, within 60 characters', () => {
    expect(defaultPlaceLabel(npPlace)).toBe('Київ: Відділення №1');
    expect([...defaultPlaceLabel({ ...npPlace, branch: 'я'.repeat(100) })]).toHaveLength(60);
    expect(isValidPlaceLabel('Дім')).toBe(true);
    expect(isValidPlaceLabel('  ')).toBe(false);
    expect(isValidPlaceLabel('<b>')).toBe(false);
    expect(isValidPlaceLabel('я'.repeat(61))).toBe(false);
  });

  it('take the delivery an order takes, and refuse one that an order would refuse', () => {
    expect(SavePlaceSchema.safeParse({ delivery: npPlace }).success).toBe(true);
    expect(SavePlaceSchema.safeParse({ delivery: { ...npPlace, carrier: 'meest' } }).success).toBe(false);
    expect(SavePlaceSchema.safeParse({ delivery: { ...npPlace, branch: '' } }).success).toBe(false);
    expect(SavePlaceSchema.safeParse({ delivery: npPlace, label: '<script>' }).success).toBe(false);
    expect(RenamePlaceSchema.safeParse({ placeId: '..', label: 'Дім' }).success).toBe(false);
  });
});

describe('profile bodies', () => {
  it('keep a first and last name and the phone in its stored form; an empty name clears it', () => {
    expect(SaveProfileSchema.parse({ realName: '  Олена   Коваль ', phone: '+38 (067) 123-45-67' })).toEqual({ realName: 'Олена Коваль', phone: '+380671234567' });
    expect(SaveProfileSchema.parse({ realName: '', phone: '0671234567' })).toEqual({ realName: '', phone: '+380671234567' });
  });

  it('refuse a login name, a name with brackets, and a phone that is not Ukrainian', () => {
    expect(SaveProfileSchema.safeParse({ realName: 'mariatest1', phone: '0671234567' }).success).toBe(false);
    expect(SaveProfileSchema.safeParse({ realName: 'Олена <Коваль>', phone: '0671234567' }).success).toBe(false);
    expect(SaveProfileSchema.safeParse({ realName: 'Олена Коваль', phone: '12345' }).success).toBe(false);
    expect(SaveProfileSchema.safeParse({ realName: 'Олена Коваль', phone: '0671234567', roles: ['ADMIN'] }).success).toBe(false);
  });

  it('need the current password and a new one by the sign-up rules', () => {
    expect(ChangePasswordSchema.safeParse({ currentPassword: 'x', password: 'NewYarn2025' }).success).toBe(true);
    expect(ChangePasswordSchema.safeParse({ currentPassword: '', password: 'NewYarn2025' }).success).toBe(false);
    expect(ChangePasswordSchema.safeParse({ currentPassword: 'x', password: 'short' }).success).toBe(false);
  });
});
