// What an audit entry keeps of a write: the changed fields only, a map's changed keys one level
// down, times as ISO text, long values cut, the bookkeeping fields left out, and a bound on the count.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { changesOf, loggedText, MAX_CHANGES, MAX_VALUE_CHARS } from '../../src/audit-log/audit-changes';

describe('changesOf', () => {
  it('lists the changed fields with both sides, and not the unchanged ones', () => {
    const before = { price: 100, title: { ua: 'Пряжа', en: 'Yarn' }, popular: false };
    const after = { price: 90, title: { ua: 'Пряжа', en: 'Wool' }, popular: false };
    expect(changesOf(before, after)).toEqual({
      changes: [
        { field: 'price', before: '100', after: '90' },
        { field: 'title.en', before: '"Yarn"', after: '"Wool"' },
      ],
      moreChanges: false,
    });
  });

  it('gives a created document its fields with the after side only, and a dropped field the before side only', () => {
    expect(changesOf(undefined, { name: 'socks' }).changes).toEqual([{ field: 'name', after: '"socks"' }]);
    expect(changesOf({ weightGrams: 100, name: 'a' }, { name: 'a' }).changes).toEqual([{ field: 'weightGrams', before: '100' }]);
  });

  it('leaves out the stamp, the write times and the card history', () => {
    const before = { lastEdit: { id: 'a' }, updatedAt: Timestamp.fromMillis(1), history: [1], goodIds: ['x'], status: 'NEW' };
    const after = { lastEdit: { id: 'b' }, updatedAt: Timestamp.fromMillis(2), history: [1, 2], goodIds: ['y'], status: 'NEW' };
    expect(changesOf(before, after).changes).toEqual([]);
  });

  it('writes times as ISO text and compares maps whatever their keys’ order', () => {
    const at = Timestamp.fromDate(new Date('2026-11-28T10:00:00Z'));
    expect(changesOf({ shownFrom: null }, { shownFrom: at }).changes).toEqual([{ field: 'shownFrom', before: 'null', after: '"2026-11-28T10:00:00.000Z"' }]);
    expect(changesOf({ lots: [{ lot: 'A', quantity: 1 }] }, { lots: [{ quantity: 1, lot: 'A' }] }).changes).toEqual([]);
  });

  it('cuts a long value and says so', () => {
    const text = loggedText('x'.repeat(5000))!;
    expect(text).toHaveLength(MAX_VALUE_CHARS);
    expect(text.endsWith('…')).toBe(true);
    expect(loggedText('short')).toBe('"short"');
  });

  it(`keeps at most ${MAX_CHANGES} changes and marks the rest`, () => {
    const after = Object.fromEntries(Array.from({ length: MAX_CHANGES + 5 }, (_, i) => [`f${String(i).padStart(2, '0')}`, i]));
    const { changes, moreChanges } = changesOf({}, after);
    expect(changes).toHaveLength(MAX_CHANGES);
    expect(moreChanges).toBe(true);
  });
});
