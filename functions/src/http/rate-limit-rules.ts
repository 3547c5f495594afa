// The limits of the public writes (docs/api.md, "Rate limits"), and which keys each call counts
// against. Each is far above what a real shopper does: one person orders a few times a day and
// asks for a mail or a call a few times, while many shoppers may share a mobile carrier's address.
import type { RateCheck, RateRule } from './rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_RULES = {
  /** Orders from one client address. */
  orderPerAddress: { name: 'order:address', windows: [{ limit: 20, seconds: 10 * MINUTE }, { limit: 100, seconds: DAY }] },
  /** Orders naming one phone. */
  orderPerPhone: { name: 'order:phone', windows: [{ limit: 10, seconds: HOUR }, { limit: 30, seconds: DAY }] },
  /** Order mails to one email address. */
  orderMailPerEmail: { name: 'orderMail:email', windows: [{ limit: 10, seconds: HOUR }, { limit: 30, seconds: DAY }] },
  /** Changes to existing orders (add, quantity, remove, cancel) from one client address: a guest reaches a card by its id alone. */
  cardEditPerAddress: { name: 'cardEdit:address', windows: [{ limit: 120, seconds: 10 * MINUTE }, { limit: 600, seconds: DAY }] },
  /** Post-office lookups that the shop's copy cannot answer, so that the carrier is asked: a made-up postcode or town each time. */
  carrierLookupPerAddress: { name: 'carrierLookup:address', windows: [{ limit: 30, seconds: 10 * MINUTE }, { limit: 200, seconds: DAY }] },
  callbackPerAddress: { name: 'callback:address', windows: [{ limit: 10, seconds: HOUR }, { limit: 50, seconds: DAY }] },
  callbackPerPhone: { name: 'callback:phone', windows: [{ limit: 5, seconds: HOUR }, { limit: 10, seconds: DAY }] },
  registrationPerAddress: { name: 'registration:address', windows: [{ limit: 10, seconds: HOUR }, { limit: 50, seconds: DAY }] },
  /** Confirmation and recovery mails asked for from one client address. */
  accountMailPerAddress: { name: 'accountMail:address', windows: [{ limit: 20, seconds: HOUR }, { limit: 100, seconds: DAY }] },
  /** Registration, confirmation and recovery mails to one email address, together. */
  accountMailPerEmail: { name: 'accountMail:email', windows: [{ limit: 5, seconds: HOUR }, { limit: 12, seconds: DAY }] },
  /** Changes to one customer's own profile (name, phone, saved places): far above anyone editing by hand. */
  profileEditPerUser: { name: 'profileEdit:user', windows: [{ limit: 60, seconds: 10 * MINUTE }, { limit: 300, seconds: DAY }] },
  /** Asked-for email changes of one customer: each mails a stranger's address, so few. */
  emailChangePerUser: { name: 'emailChange:user', windows: [{ limit: 5, seconds: HOUR }, { limit: 12, seconds: DAY }] },
  /** Starting, checking or switching a card payment from one client address: the return page asks every few seconds. */
  paymentPerAddress: { name: 'payment:address', windows: [{ limit: 120, seconds: 10 * MINUTE }, { limit: 1000, seconds: DAY }] },
  /** Payment notices from one address: the provider's few, far above its rate; a forger's flood stops here. */
  webhookPerAddress: { name: 'webhook:address', windows: [{ limit: 600, seconds: 10 * MINUTE }] },
} as const satisfies Record<string, RateRule>;

/**
 * The mailbox an address delivers to, so that `Olena+1@…` and `olena+2@…` count as one:
 * lower case, without a `+tag`, and without Gmail's ignored dots.
 */
export function mailboxKey(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split(/@(?=[^@]*$)/);
  const base = local.split('+')[0]!;
  return `${domain === 'gmail.com' || domain === 'googlemail.com' ? base.replaceAll('.', '') : base}@${domain}`;
}

export function orderChecks(address: string, phone: string, email: string | null | undefined): RateCheck[] {
  return [
    { rule: RATE_RULES.orderPerAddress, key: address },
    { rule: RATE_RULES.orderPerPhone, key: phone },
    ...(email ? [{ rule: RATE_RULES.orderMailPerEmail, key: mailboxKey(email) }] : []),
  ];
}

/** Changes to an existing order: counted once the body is well-formed, before the card is read. */
export function cardEditChecks(address: string): RateCheck[] {
  return [{ rule: RATE_RULES.cardEditPerAddress, key: address }];
}

export function callbackChecks(address: string, phoneDigits: string): RateCheck[] {
  return [
    { rule: RATE_RULES.callbackPerAddress, key: address },
    // The last nine digits, the number without its country or trunk prefix: 067… and +38067… are one phone.
    { rule: RATE_RULES.callbackPerPhone, key: phoneDigits.slice(-9) },
  ];
}

/** The body's email when it is one the call could act on; otherwise the call refuses it anyway. */
function bodyEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  if (typeof email !== 'string') return null;
  const trimmed = email.trim();
  return trimmed.length > 0 && trimmed.length <= 320 ? trimmed : null;
}

/**
 * The limits of the calls that mail an account link: registration, resend confirmation and
 * password recovery. Counted before the account is looked up, so a refusal reveals nothing
 * about whether the address has an account. A body without an email is left to the call's own
 * validation, which refuses it without writing.
 */
export function accountMailChecks(clientRule: RateRule) {
  return (body: unknown, call: { clientAddress: () => string }): RateCheck[] => {
    const email = bodyEmail(body);
    if (!email) return [];
    return [
      { rule: clientRule, key: call.clientAddress() },
      { rule: RATE_RULES.accountMailPerEmail, key: mailboxKey(email) },
    ];
  };
}

/** A customer's edits of her own profile, counted by her uid once the body is well-formed. */
export function profileEditChecks(uid: string): RateCheck[] {
  return [{ rule: RATE_RULES.profileEditPerUser, key: uid }];
}

/** A new email asked for: per customer, and per address and mailbox as the other account mails. */
export function emailChangeChecks(uid: string, address: string, email: string): RateCheck[] {
  return [
    { rule: RATE_RULES.emailChangePerUser, key: uid },
    { rule: RATE_RULES.accountMailPerAddress, key: address },
    { rule: RATE_RULES.accountMailPerEmail, key: mailboxKey(email) },
  ];
}

/** A shopper's card-payment calls (start, status, switch to cash on delivery). */
export function paymentChecks(address: string): RateCheck[] {
  return [{ rule: RATE_RULES.paymentPerAddress, key: address }];
}

/** A provider's payment notices, counted before the signature is checked. */
export function webhookChecks(address: string): RateCheck[] {
  return [{ rule: RATE_RULES.webhookPerAddress, key: address }];
}
