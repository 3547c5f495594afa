// The read converters (functions/src/model/converters.ts): a checked one answers its schema's
// result, the parsed document or the failure; readWith reads a plain snapshot through a converter.
import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedConverter, readWith, typedConverter } from '../../src/model/converters';

const snapshot = (data: Record<string, unknown> | undefined) =>
  ({ id: 'doc', exists: data !== undefined, data: () => data }) as unknown as QueryDocumentSnapshot & DocumentSnapshot;

describe('converters', () => {
  const converter = checkedConverter(z.object({ city: z.string().min(1), boxes: z.number().int().default(1) }));

  it('a checked converter answers the parsed document, defaults applied', () => {
    expect(converter.fromFirestore(snapshot({ city: 'Kyiv' }))).toMatchObject({ success: true, data: { city: 'Kyiv', boxes: 1 } });
  });

  it('a checked converter answers a failed check for a document that does not fit its schema, never null', () => {
    expect(converter.fromFirestore(snapshot({ city: '' })).success).toBe(false);
    expect(converter.fromFirestore(snapshot({ boxes: 'two' })).success).toBe(false);
  });

  it('readWith reads through the converter, and a missing document as undefined', () => {
    expect(readWith(converter, snapshot({ city: 'Lviv', boxes: 2 }))?.data).toEqual({ city: 'Lviv', boxes: 2 });
    expect(readWith(typedConverter<{ n: number }>(), snapshot(undefined))).toBeUndefined();
  });
});
