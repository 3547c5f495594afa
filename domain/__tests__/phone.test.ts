import { describe, expect, it } from 'vitest';
import { carrierPhone, displayPhone, maskPhoneInput, normalizePhone, phoneHref } from '../phone';

describe('the stored form of a phone', () => {
  it.each([
    ['0931234567', '+380931234567'],
    ['+380 67 123 45 67', '+380671234567'],
    ['067-123-45-67', '+380671234567'],
    ['(067)1234567', '+380671234567'],
    ['380671234567', '+380671234567'],
    ['+38 (093) 123-45-67', '+380931234567'],
  ])('%s -> %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it.each(['', '12345', '067 123 45 6x', 'phone', '+1 555 123 4567', '0671234567890', '671234567', '<b>0671234567'])('refuses %j', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});

describe('the mask as a number is typed', () => {
  it('grows key by key from 0931234567', () => {
    let shown = '';
    const steps = [...'0931234567'].map((key) => (shown = maskPhoneInput(shown + key)));
    expect(steps).toEqual([
      '+38 (0', '+38 (09', '+38 (093', '+38 (093) 1', '+38 (093) 12', '+38 (093) 123',
      '+38 (093) 123-4', '+38 (093) 123-45', '+38 (093) 123-45-6', '+38 (093) 123-45-67',
    ]);
  });

  it('takes the country code typed first, a paste, and drops what does not fit', () => {
    expect(['3', '38', '380'].map(maskPhoneInput)).toEqual(['+3', '+38', '+38 (0']);
    expect(maskPhoneInput('+380 93 123 45 67')).toBe('+38 (093) 123-45-67');
    expect(maskPhoneInput('+38 (093) 123-45-678')).toBe('+38 (093) 123-45-67');
    expect(maskPhoneInput('abc')).toBe('');
  });

  it('lets the last digit be erased: "+38 (" empties the field', () => {
    expect(maskPhoneInput('+38 (0')).toBe('+38 (0');
    expect(maskPhoneInput('+38 (')).toBe('');
    expect(maskPhoneInput('+')).toBe('+');
  });
});

describe('a stored phone shown and dialled', () => {
  it('reads and dials the stored form, and older stored forms alike', () => {
    for (const stored of ['+380931234567', '380931234567', '0931234567']) {
      expect(displayPhone(stored)).toBe('+38 (093) 123-45-67');
      expect(phoneHref(stored)).toBe('tel:+380931234567');
      expect(carrierPhone(stored)).toBe('380931234567');
    }
  });

  it('leaves what is not a Ukrainian number as it is, with no link', () => {
    expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(phoneHref('+44 20 7946 0958')).toBeNull();
  });
});
