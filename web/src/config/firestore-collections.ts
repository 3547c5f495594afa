/** Firestore collections the SPA reads directly (the rest go through the HTTP API). */
export { PUBLIC_COLLECTIONS as COLLECTIONS } from '@domain/collections';
