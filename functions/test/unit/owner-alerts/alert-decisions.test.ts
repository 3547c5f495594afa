// What makes an alert due, when the owner is not to be disturbed, and when a failed alert is tried
// again: the pure decisions the triggers and the schedule share.
import { describe, expect, it } from 'vitest';
import { inQuietHours } from '@domain/owner-alerts';
import { fromKyivLocal, kyivMinuteOfDay, toKyivLocal } from '@domain/kyiv-time';
import type { ShoppingCardDoc } from '../../../src/model/types';
import { dueCardAlerts, lowStockOf } from '../../../src/owner-alerts/due-alerts';
import { afterFailure, backoffMs, MAX_ATTEMPTS } from '../../../src/owner-alerts/retry-policy';

type CardState = Parameters<typeof dueCardAlerts>[0] & object;
const base: CardState = { delivery: { carrier: 'novaposhta', city: 'Київ', branch: '1' } as ShoppingCardDoc['delivery'] };
const payment = (state: string, extra: object = {}) => ({ cardPayment: { invoiceId: 'p2_1', state, ...extra } as unknown as ShoppingCardDoc['cardPayment'] });
const keys = (before: CardState | undefined, after: CardState | undefined) => dueCardAlerts(before, after).map((a) => `${a.event} ${a.key}`);

describe('alerts a card\'s write makes due', () => {
  it('a new card is a new order; a later write of it is not', () => {
    expect(keys(undefined, base)).toEqual(['newOrder new']);
    expect(keys(base, base)).toEqual([]);
    expect(keys(base, undefined)).toEqual([]);
  });

  it('a payment entering held or failed, once per invoice', () => {
    expect(keys({ ...base, ...payment('awaiting') }, { ...base, ...payment('held') })).toEqual(['paymentHeld held:p2_1']);
    expect(keys({ ...base, ...payment('held') }, { ...base, ...payment('held') })).toEqual([]);
    expect(keys({ ...base, ...payment('processing') }, { ...base, ...payment('failed') })).toEqual(['paymentFailed failed:p2_1']);
  });

  it('a hold flagged as running out', () => {
    expect(keys({ ...base, ...payment('held') }, { ...base, ...payment('held', { holdExpiryFlagged: true }) })).toEqual(['holdExpiring holdExpiring:p2_1']);
  });

  it('a parcel refused or returning, not while it stays so', () => {
    const parcel = (phase: string) => ({ delivery: { ...base.delivery, trackingNumber: '204500', parcel: { phase } } as ShoppingCardDoc['delivery'] });
    expect(keys(parcel('atBranch'), parcel('refused'))).toEqual(['parcelTrouble parcel:refused:204500']);
    expect(keys(parcel('refused'), parcel('returning'))).toEqual(['parcelTrouble parcel:returning:204500']);
    expect(keys(parcel('refused'), parcel('refused'))).toEqual([]);
    expect(keys(parcel('onTheWay'), parcel('atBranch'))).toEqual([]);
  });

  it('a receipt\'s first failure, once per receipt', () => {
    const receipt = (lastError: string | null, attempts = 1) => ({ receipts: [{ receiptId: 'r1', state: 'pending', lastError, attempts }] as ShoppingCardDoc['receipts'] });
    expect(keys({ ...base, ...receipt(null, 0) }, { ...base, ...receipt('FISCAL_DOWN') })).toEqual(['receiptFailed receipt:r1']);
    expect(keys({ ...base, ...receipt('FISCAL_DOWN') }, { ...base, ...receipt('FISCAL_TIMEOUT', 2) })).toEqual([]);
  });
});

describe('low stock', () => {
  it('is the good or a lot falling below the threshold, not staying below it', () => {
    expect(lowStockOf({ before: 5, after: 2, lots: [] }, 3)).toEqual({ good: { before: 5, after: 2 }, lots: [] });
    expect(lowStockOf({ before: 2, after: 1, lots: [] }, 3)).toBeNull();
    expect(lowStockOf({ before: 3, after: 3, lots: [] }, 3)).toBeNull();
    expect(lowStockOf({ before: 20, after: 18, lots: [{ lot: 'A', before: 4, after: 2 }, { lot: 'B', before: 16, after: 16 }] }, 3)).toEqual({ good: null, lots: [{ lot: 'A', after: 2 }] });
    expect(lowStockOf({ before: 2, after: 8, lots: [] }, 3)).toBeNull();
  });
});

describe('quiet hours in Kyiv time', () => {
  const at = (local: string) => fromKyivLocal(local)!;
  const night = { enabled: true, from: '22:00', until: '08:00' };

  it('run over midnight, in winter and in summer time', () => {
    for (const day of ['2026-01-15', '2026-07-15']) {
      expect(inQuietHours(night, at(`${day}T21:59`))).toBe(false);
      expect(inQuietHours(night, at(`${day}T22:00`))).toBe(true);
      expect(inQuietHours(night, at(`${day}T03:30`))).toBe(true);
      expect(inQuietHours(night, at(`${day}T07:59`))).toBe(true);
      expect(inQuietHours(night, at(`${day}T08:00`))).toBe(false);
    }
  });

  it('within one day, and never when switched off', () => {
    const lunch = { enabled: true, from: '13:00', until: '14:00' };
    expect(inQuietHours(lunch, at('2026-03-02T13:30'))).toBe(true);
    expect(inQuietHours(lunch, at('2026-03-02T14:00'))).toBe(false);
    expect(inQuietHours({ ...night, enabled: false }, at('2026-03-02T23:00'))).toBe(false);
  });

  it('Kyiv\'s wall clock is read and written whatever the machine\'s zone', () => {
    // 20:30 UTC is 22:30 in Kyiv in winter (UTC+2) and 23:30 in summer (UTC+3).
    expect(kyivMinuteOfDay(Date.parse('2026-01-15T20:30:00Z'))).toBe(22 * 60 + 30);
    expect(kyivMinuteOfDay(Date.parse('2026-07-15T20:30:00Z'))).toBe(23 * 60 + 30);
    expect(fromKyivLocal('2026-07-15T23:30')).toBe(Date.parse('2026-07-15T20:30:00Z'));
    expect(toKyivLocal(Date.parse('2026-01-15T20:30:00Z'))).toBe('2026-01-15T22:30');
    expect(fromKyivLocal('2026-02-30T10:00')).toBeNull();
    expect(fromKyivLocal('yesterday')).toBeNull();
  });
});

describe('tries after a failure', () => {
  const failure = (transient: boolean, retryAfterSeconds: number | null = null) => ({ description: 'x', transient, retryAfterSeconds });

  it('backs off 1, 2, 4 … minutes up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8].map((n) => backoffMs(n) / 60_000)).toEqual([1, 2, 4, 8, 60, 60]);
    expect(afterFailure(failure(true), 3, 1_000)).toMatchObject({ state: 'pending', retryAtMs: 1_000 + 4 * 60_000, errorAtMs: 1_000 });
  });

  it('waits as long as Telegram\'s 429 asks', () => {
    expect(afterFailure(failure(true, 35), 1, 0)).toMatchObject({ state: 'pending', retryAtMs: 35_000 });
  });

  it('gives up on a refusal at once, and on a transient failure after the last try', () => {
    expect(afterFailure(failure(false), 1, 0)).toMatchObject({ state: 'failed' });
    expect(afterFailure(failure(true), MAX_ATTEMPTS, 0)).toMatchObject({ state: 'failed' });
  });
});
