/**
 * A Firestore transaction writes at most 500 documents. A change that would move or delete more
 * goods than this at once is refused with a clear error instead of being done half-way.
 */
export const MAX_GOODS_PER_CHANGE = 450;
