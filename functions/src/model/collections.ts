// Names of the collections (domain/collections.ts, shared with the SPA) and the time type of every document.
export { COLLECTIONS } from '@domain/collections';

/** Firestore Timestamp on read; a server timestamp sentinel or Date on write. */
export type FirestoreTime = unknown;
