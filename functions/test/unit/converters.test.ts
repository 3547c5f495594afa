// The read converters (functions/src/model/converters.ts): a checked one answers what passes its
// schema and null for a damaged document; readWith reads a plain snapshot through a converter.
import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedConverter, readWith, typedConverter } from '../../src/model/converters';

const snapshot = (data: Record<string, unknown> | undefined) =>
  ({ id: 'doc', exists: data !== undefined, data: () => data }) as unknown as QueryDocumentSnapshot & DocumentSnapshot;

describe('converters', () => {
  const converter = checkedConverter(z.object({ city: z.string().min(1), boxes: z.number().int().default(1) }));

  it('a checked converter answers the parsed document, defaults applied', () => {
    expect(converter.fromFirestore(snapshot({ city: 'Kyiv' }))).toEqual({ city: 'Kyiv', boxes: 1 });
  });

  it('a checked converter reads a document that fails its schema as null', () => {
    expect(converter.fromFirestore(snapshot({ city: '' }))).toBeNull();
    expect(converter.fromFirestore(snapshot({ boxes: 'two' }))).toBeNull();
  });

  it('readWith reads through the converter, and a missing document as undefined', () => {
    expect(readWith(converter, snapshot({ city: 'Lviv', boxes: 2 }))).toEqual({ city: 'Lviv', boxes: 2 });
    expect(readWith(typedConverter<{ n: number }>(), snapshot(undefined))).toBeUndefined();
  });
});
