import { describe, expect, it } from 'vitest';
import type { CardParcelStatus } from '@domain/shipping';
import { parcelPhase, type NpParcelStatus } from '../../src/carriers/nova-poshta-types';
import { decideParcel } from '../../src/shipping/tracking-decision';

const seen = (statusCode: number, date: string | null = null): NpParcelStatus => ({
  trackingNumber: '20450000000001',
  statusCode,
  statusText: `status ${statusCode}`,
  phase: parcelPhase(statusCode),
  date,
  paidStorageFrom: null,
});
const stored = (statusCode: number, needsAttention = false): CardParcelStatus => ({
  phase: parcelPhase(statusCode),
  statusCode,
  statusText: `status ${statusCode}`,
  date: null,
  checkedAt: '2026-11-24T10:00:00.000Z',
  needsAttention,
  paidStorageFrom: null,
});
const NOW = '2026-11-24T12:00:00.000Z';

describe('what a parcel status does to its card', () => {
  it('an unchanged status writes nothing', () => {
    expect(decideParcel(stored(5), seen(5), NOW)).toBeNull();
    expect(decideParcel(stored(102, true), seen(102), NOW)).toBeNull();
  });

  it('a new status is recorded with the run time, a changed date too', () => {
    expect(decideParcel(undefined, seen(5), NOW)).toEqual({ complete: false, parcel: { ...stored(5), checkedAt: NOW } });
    expect(decideParcel(stored(7), seen(7, '25.11.2026'), NOW)?.parcel.date).toBe('25.11.2026');
  });

  it('received completes the card', () => {
    for (const code of [9, 10, 11]) expect(decideParcel(stored(7), seen(code), NOW)).toMatchObject({ complete: true, parcel: { phase: 'received', needsAttention: false } });
  });

  it('refused and returning ask for the ADMIN, and the flag stays', () => {
    for (const code of [102, 103, 104, 105, 106]) expect(decideParcel(stored(7), seen(code), NOW)).toMatchObject({ complete: false, parcel: { needsAttention: true } });
    expect(decideParcel(stored(102, true), seen(999), NOW)?.parcel).toMatchObject({ phase: 'other', needsAttention: true });
  });

  it('on the way, at the branch and not found neither complete nor flag', () => {
    for (const code of [1, 3, 4, 7, 8]) expect(decideParcel(undefined, seen(code), NOW)).toMatchObject({ complete: false, parcel: { needsAttention: false } });
  });
});
