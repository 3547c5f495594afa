// Which subscriptions a change of a good's stock satisfies: "when it is back" when the stock rose
// above nothing or more; the lot form when one lot (a plain colour's whole stock) rose to her N.
// And when a confirmation may be mailed: at most one unanswered a day.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { confirmationDue } from '../../src/stock-watch/subscribe';
import { satisfiedWatches, satisfies } from '../../src/stock-watch/watch-matching';

const back = { minSkeins: null };
const lotOf = (minSkeins: number) => ({ minSkeins });
const plain = (before: number, after: number) => ({ before, after, lots: [] });
const lotted = (lots: { lot: string; before: number; after: number }[]) => ({
  before: lots.reduce((sum, l) => sum + l.before, 0),
  after: lots.reduce((sum, l) => sum + l.after, 0),
  lots,
});

describe('"when it is back"', () => {
  it('is satisfied by a sold-out good coming back, however few units', () => {
    expect(satisfies(plain(0, 1), back)).toBe(true);
    expect(satisfies(plain(0, 12), back)).toBe(true);
  });

  it('is satisfied by a rise of stock already there (a page read before it came back)', () => {
    expect(satisfies(plain(2, 5), back)).toBe(true);
  });

  it('is not satisfied by a sale, a sell-out or a rise that leaves nothing to buy', () => {
    expect(satisfies(plain(5, 2), back)).toBe(false);
    expect(satisfies(plain(2, 0), back)).toBe(false);
    expect(satisfies(plain(-3, 0), back)).toBe(false);
  });
});

describe('the lot form', () => {
  it('is satisfied when a new lot holds at least her N', () => {
    expect(satisfies(lotted([{ lot: 'L7', before: 0, after: 12 }]), lotOf(10))).toBe(true);
    expect(satisfies(lotted([{ lot: 'L7', before: 0, after: 10 }]), lotOf(10))).toBe(true);
  });

  it('is not satisfied by lots that together hold N but none alone', () => {
    expect(satisfies(lotted([{ lot: 'L7', before: 0, after: 6 }, { lot: 'L8', before: 0, after: 6 }]), lotOf(10))).toBe(false);
  });

  it('is satisfied by a lot topped up from below N to N', () => {
    expect(satisfies(lotted([{ lot: 'L7', before: 4, after: 11 }]), lotOf(10))).toBe(true);
  });

  it('is not satisfied by a lot that held N already and moved (a sale, a sale given back)', () => {
    expect(satisfies(lotted([{ lot: 'L7', before: 15, after: 12 }]), lotOf(10))).toBe(false);
    expect(satisfies(lotted([{ lot: 'L7', before: 12, after: 15 }]), lotOf(10))).toBe(false);
  });

  it('reads a colour counted without lots as one lot', () => {
    expect(satisfies(plain(3, 10), lotOf(10))).toBe(true);
    expect(satisfies(plain(3, 9), lotOf(10))).toBe(false);
  });

  it('picks out the subscriptions an event satisfies, keeping their order', () => {
    const watches = [{ id: 'a', ...lotOf(5) }, { id: 'b', ...lotOf(20) }, { id: 'c', ...back }, { id: 'd', ...lotOf(8) }];
    const change = lotted([{ lot: 'L1', before: 0, after: 9 }, { lot: 'L2', before: 3, after: 2 }]);
    expect(satisfiedWatches(change, watches).map((w) => w.id)).toEqual(['a', 'c', 'd']);
  });
});

describe('a confirmation mail', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  const at = (hoursAgo: number) => Timestamp.fromMillis(now - hoursAgo * 3600_000);

  it('is due for an address never mailed', () => {
    expect(confirmationDue(undefined, now)).toBe(true);
    expect(confirmationDue({ confirmationSentAt: null, confirmedAt: null }, now)).toBe(true);
  });

  it('is not due again within a day while the last one is unanswered', () => {
    expect(confirmationDue({ confirmationSentAt: at(23), confirmedAt: null }, now)).toBe(false);
    expect(confirmationDue({ confirmationSentAt: at(2), confirmedAt: at(30) }, now)).toBe(false);
  });

  it('is due a day later, or as soon as the last one was answered', () => {
    expect(confirmationDue({ confirmationSentAt: at(24), confirmedAt: null }, now)).toBe(true);
    expect(confirmationDue({ confirmationSentAt: at(3), confirmedAt: at(1) }, now)).toBe(true);
  });
});
