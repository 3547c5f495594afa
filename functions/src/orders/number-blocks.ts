// Claims blocks of display numbers. Each block is a document of its own,
// shoppingCardNumbers/{first}, created once and never written again, so no document is written by
// every order. Blocks form a chain: a new block starts where the latest one ends, and create()
// fails when another instance has just claimed that start, in which case the claim looks again.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin';
import { COLLECTIONS, type ShoppingCardNumberBlockDoc } from '../model/types';
import { counterConverter, numberBlockConverter } from '../model/converters';

export interface NumberBlock {
  first: number;
  size: number;
}

const ALREADY_EXISTS = 6; // the gRPC status of create() on an existing document
// Every instance that loses a race looks again; only a crowd of cold instances needs more than a few.
const MAX_CLAIM_ATTEMPTS = 50;

const blocks = () => db.collection(COLLECTIONS.shoppingCardNumbers).withConverter(numberBlockConverter);

/** The last number of the scheme before blocks, a counter that every order wrote: numbers go on above it. */
async function numbersGivenBefore(): Promise<number> {
  const legacy = await db.collection(COLLECTIONS.counters).withConverter(counterConverter).doc('shoppingCards').get();
  return legacy.data()?.value ?? 0;
}

async function nextFirst(): Promise<number> {
  const latest = await blocks().orderBy('first', 'desc').limit(1).get();
  const block = latest.docs[0]?.data();
  return block ? block.first + block.size : (await numbersGivenBefore()) + 1;
}

const isAlreadyExists = (error: unknown) => (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;

/** Claims the next `size` numbers for this instance alone. */
export async function claimNumberBlock(size: number): Promise<NumberBlock> {
  for (let attempt = 1; attempt <= MAX_CLAIM_ATTEMPTS; attempt += 1) {
    const first = await nextFirst();
    try {
      await blocks()
        .doc(String(first))
        .create({ first, size, claimedAt: FieldValue.serverTimestamp() } satisfies ShoppingCardNumberBlockDoc);
      return { first, size };
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
  throw new Error(`no block of display numbers after ${MAX_CLAIM_ATTEMPTS} attempts`);
}
