// The limits of the subscription calls (docs/api.md, "Rate limits"), counted by the shop's one
// limiter (http/rate-limit.ts) against the client address, as http/client-address.ts finds it,
// and the mailbox. Kept beside the calls they limit, as these are the feature's own rules.
import type { RateCheck, RateRule } from '../http/rate-limit';
import { mailboxKey } from '../http/rate-limit-rules';

const HOUR = 3600;
const DAY = 24 * HOUR;

export const STOCK_WATCH_RULES = {
  /** Subscriptions from one client address: a shopper marks a handful of colours, a whole family shares an address. */
  subscribePerAddress: { name: 'stockWatch:address', windows: [{ limit: 30, seconds: HOUR }, { limit: 100, seconds: DAY }] },
  /** Subscriptions naming one mailbox, whoever asks: a stranger cannot keep typing her address. */
  subscribePerEmail: { name: 'stockWatch:email', windows: [{ limit: 10, seconds: HOUR }, { limit: 30, seconds: DAY }] },
  /** Confirm and unsubscribe links opened from one client address: each guess of a token costs one. */
  linkPerAddress: { name: 'stockWatchLink:address', windows: [{ limit: 60, seconds: HOUR }, { limit: 300, seconds: DAY }] },
} as const satisfies Record<string, RateRule>;

export function subscribeChecks(address: string, email: string): RateCheck[] {
  return [
    { rule: STOCK_WATCH_RULES.subscribePerAddress, key: address },
    { rule: STOCK_WATCH_RULES.subscribePerEmail, key: mailboxKey(email) },
  ];
}

export function linkChecks(address: string): RateCheck[] {
  return [{ rule: STOCK_WATCH_RULES.linkPerAddress, key: address }];
}
