// Rules of the callback form (docs/product.md, "Callback requests"), shared by the SPA (what the form accepts) and
// the function behind POST /api/sendcallbackrequest (what is stored), so the two cannot disagree.

/** Characters a name may not hold: markup brackets and any whitespace (docs/product.md, "Callback requests"). */
const NAME_FORBIDDEN = /[<>\s]/u;
const NAME_FORBIDDEN_ALL = /[<>\s]/gu;
/** The phone rejects Latin letters (docs/product.md, "Callback requests"). */
const LATIN_LETTERS = /[A-Za-z]/u;
const LATIN_LETTERS_ALL = /[A-Za-z]/gu;
/** What a typed phone may hold besides digits: "+38 (067) 123-45-67". */
const PHONE_ALLOWED = /^[\d\s+()-]*$/u;

export const CALLBACK_NAME_MAX_LENGTH = 60;
/** A Ukrainian number is 10 digits (0671234567) or 12 with the country code; 13 leaves room for others. */
export const CALLBACK_PHONE_MIN_DIGITS = 10;
export const CALLBACK_PHONE_MAX_DIGITS = 13;
/** Longer input is not a phone number; checked before any other work on it. */
export const CALLBACK_PHONE_MAX_LENGTH = 25;

/**
 * Why a request is refused. `enterPhone` is a kept key (docs/product.md, "Messages"); the others are ours and
 * the function answers them as CALLBACK_* error codes.
 */
export type CallbackProblem = 'enterPhone' | 'invalidName' | 'invalidPhone';

export interface CallbackRequestInput {
  clientName: string;
  clientPhone: string;
}

/** What the name field keeps of typed or pasted text: the forbidden characters never appear. */
export function sanitizeCallbackName(value: string): string {
  return value.replace(NAME_FORBIDDEN_ALL, '').slice(0, CALLBACK_NAME_MAX_LENGTH);
}

/** What the phone field keeps of typed or pasted text: Latin letters never appear. */
export function sanitizeCallbackPhone(value: string): string {
  return value.replace(LATIN_LETTERS_ALL, '').slice(0, CALLBACK_PHONE_MAX_LENGTH);
}

/** The stored form of a phone: digits only. */
export function normalizeCallbackPhone(value: string): string {
  return value.replace(/\D/gu, '');
}

export function callbackNameProblem(name: string): CallbackProblem | null {
  if (name.length > CALLBACK_NAME_MAX_LENGTH || NAME_FORBIDDEN.test(name)) return 'invalidName';
  return null;
}

export function callbackPhoneProblem(phone: string): CallbackProblem | null {
  if (phone.trim() === '') return 'enterPhone';
  if (phone.length > CALLBACK_PHONE_MAX_LENGTH || LATIN_LETTERS.test(phone) || !PHONE_ALLOWED.test(phone)) {
    return 'invalidPhone';
  }
  const digits = normalizeCallbackPhone(phone).length;
  if (digits < CALLBACK_PHONE_MIN_DIGITS || digits > CALLBACK_PHONE_MAX_DIGITS) return 'invalidPhone';
  return null;
}

/** The first problem of a request, phone first (it is the one field that is required), or null. */
export function callbackRequestProblem({ clientName, clientPhone }: CallbackRequestInput): CallbackProblem | null {
  return callbackPhoneProblem(clientPhone) ?? callbackNameProblem(clientName);
}
