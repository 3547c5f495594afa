// The bin as the ADMIN's page lists it: newest removal first, a page at a time.
import { BIN_PAGE_SIZE, type BinEntryView } from '@domain/api/bin';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { COLLECTIONS } from '../model/types';
import { binEntryConverter, binEntryRef } from './put-in-bin';

export async function listBin(after: string | undefined): Promise<{ entries: BinEntryView[]; hasMore: boolean }> {
  let query = db.collection(COLLECTIONS.bin).withConverter(binEntryConverter).orderBy('removedAt', 'desc').limit(BIN_PAGE_SIZE + 1);
  if (after) {
    const last = await binEntryRef(after).get();
    if (!last.exists) throw new ApiError(404, 'BIN_ENTRY_NOT_FOUND');
    query = query.startAfter(last);
  }
  const snap = await query.get();
  const entries = snap.docs.slice(0, BIN_PAGE_SIZE).map((doc): BinEntryView => {
    const entry = doc.data();
    return {
      id: doc.id,
      kind: entry.kind,
      title: entry.title,
      place: entry.place,
      removedAtMs: entry.removedAt.toMillis(),
      expiresAtMs: entry.expiresAt.toMillis(),
      removedBy: entry.removedBy,
      goods: entry.goods,
    };
  });
  return { entries, hasMore: snap.size > BIN_PAGE_SIZE };
}
