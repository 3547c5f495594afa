// Rules of the callback form (docs/product.md, "Callback requests"), shared by the SPA (what the form accepts) and
// the function behind POST /api/sendcallbackrequest (what is stored), so the two cannot disagree.
// The phone follows the one rule of every form, domain/phone.ts.
import { isValidPhone, PHONE_MAX_LENGTH } from './phone';

/** Characters a name may not hold: markup brackets and any whitespace (docs/product.md, "Callback requests"). */
const NAME_FORBIDDEN = /[<>\s]/u;
const NAME_FORBIDDEN_ALL = /[<>\s]/gu;

export const CALLBACK_NAME_MAX_LENGTH = 60;
/** Longer input is not a phone number; checked before any other work on it. */
export const CALLBACK_PHONE_MAX_LENGTH = PHONE_MAX_LENGTH;

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

export function callbackNameProblem(name: string): CallbackProblem | null {
  if (name.length > CALLBACK_NAME_MAX_LENGTH || NAME_FORBIDDEN.test(name)) return 'invalidName';
  return null;
}

export function callbackPhoneProblem(phone: string): CallbackProblem | null {
  if (phone.trim() === '') return 'enterPhone';
  return isValidPhone(phone) ? null : 'invalidPhone';
}

/** The first problem of a request, phone first (it is the one field that is required), or null. */
export function callbackRequestProblem({ clientName, clientPhone }: CallbackRequestInput): CallbackProblem | null {
  return callbackPhoneProblem(clientPhone) ?? callbackNameProblem(clientName);
}
