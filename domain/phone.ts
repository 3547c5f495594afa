// One rule for a Ukrainian phone number in every form (callback, sign-up, checkout, profile) and in
// the functions that store it: the same mask as it is typed, one stored form (E.164, +380XXXXXXXXX)
// and one way to show and dial it (docs/product.md, "Phones").

/** The hint every phone field shows, and the shape its mask fills in. */
export const PHONE_PLACEHOLDER = '+38 (0__) ___-__-__';
/** Longer input is not a phone number; checked before any other work on it. */
export const PHONE_MAX_LENGTH = 25;
/** What a typed phone may hold besides digits: "+38 (067) 123-45-67". Latin letters never. */
const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/u;
/** The national number a shopper knows: 0 and nine digits. */
const NATIONAL_DIGITS = 10;

/** The national number (0XXXXXXXXX) in what is typed or stored: 0931234567, 380931234567, +38 (093)…, 931234567. */
function nationalDigits(text: string): string {
  const digits = text.replace(/\D/gu, '');
  if (digits.startsWith('380')) return `0${digits.slice(3)}`;
  if (digits.startsWith('0')) return digits;
  return digits === '' ? '' : `0${digits}`;
}

/** The stored form, +380 and nine digits, of 0XXXXXXXXX or 380XXXXXXXXX as typed; null for anything else. */
export function normalizePhone(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > PHONE_MAX_LENGTH || !PHONE_CHARACTERS.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/gu, '');
  return /^(?:0|380)\d{9}$/u.test(digits) ? `+38${nationalDigits(digits)}` : null;
}

export function isValidPhone(text: string): boolean {
  return normalizePhone(text) !== null;
}

/** "+38 (093) 123-45-67" from as many national digits as there are: the mask grows as they are typed. */
function maskOf(national: string): string {
  const parts = [national.slice(0, 3), national.slice(3, 6), national.slice(6, 8), national.slice(8, NATIONAL_DIGITS)];
  let shown = `+38 (${parts[0]}`;
  if (parts[1]) shown += `) ${parts[1]}`;
  if (parts[2]) shown += `-${parts[2]}`;
  if (parts[3]) shown += `-${parts[3]}`;
  return shown;
}

/**
 * What a phone field shows of typed or pasted text: the mask filled with its digits. "3" and "38"
 * stay as typed (the start of +380); emptied, or only "+", the field stays so. Extra digits are dropped.
 */
export function maskPhoneInput(typed: string): string {
  const digits = typed.replace(/\D/gu, '');
  if (digits === '') return typed.trim() === '+' ? '+' : '';
  // "+38 (" is what is left when the last national digit is erased: the field empties.
  if (digits === '3' || digits === '38') return typed.includes('(') ? '' : `+${digits}`;
  return maskOf(nationalDigits(typed).slice(0, NATIONAL_DIGITS));
}

/** A stored number as people read it, "+38 (093) 123-45-67"; anything else as it is. */
export function displayPhone(stored: string): string {
  const e164 = normalizePhone(stored);
  return e164 ? maskOf(nationalDigits(e164)) : stored;
}

/** The tel: link of a stored number, or null when it cannot be dialled. */
export function phoneHref(stored: string): string | null {
  const e164 = normalizePhone(stored);
  return e164 ? `tel:${e164}` : null;
}

/** The digits a carrier's API takes, 380XXXXXXXXX, of a stored number (also of one stored before this rule). */
export function carrierPhone(stored: string): string {
  return (normalizePhone(stored) ?? stored).replace(/\D/gu, '');
}
