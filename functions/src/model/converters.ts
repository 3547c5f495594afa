// Typed reads: every document the functions read comes through a converter of its collection
// (`ref.withConverter(...)`), so that no read casts `data()`. Collections the functions alone
// write are typed; a document an ADMIN's form or a script also writes is checked with zod.
import type { DocumentData, DocumentSnapshot, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { ShippingSettingsSchema } from '@domain/shipping';
import type { YarnLineDoc } from './yarn-line-docs';
import type { CallbackRequestDoc, EmailChangeDoc, LoginAttemptsDoc, UserDoc, UsernameDoc } from './account-docs';
import type { CounterDoc, PaymentEventDoc, SentMessageDoc, ShoppingCardDoc, ShoppingCardNumberBlockDoc, ShoppingCardRequestDoc } from './card-docs';
import type { CatalogDoc, MainPageImageDoc, SearchIndexStateDoc } from './catalog-docs';
import type { GoodDoc } from './good-docs';
import type { StockEventDoc } from './stock-event-docs';
import type { StockWatchCountDoc, StockWatchDoc, StockWatchMailboxDoc } from './stock-watch-docs';

/**
 * Types the documents of a collection the functions alone write: the type is the contract of
 * those writes. Writes pass through as they are (server timestamps, increments). A read of a few
 * fields types them with `Pick<Doc, ...>`: `select(...)` drops the collection's converter.
 */
export function typedConverter<T>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (doc) => doc as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => snap.data() as T,
  };
}

/**
 * A document read without its collection's converter, through it: for one round trip that reads
 * several collections at once (a transaction's getAll). Undefined when the document is missing.
 */
export function readWith<T>(converter: FirestoreDataConverter<T>, snap: DocumentSnapshot): T | undefined {
  return snap.exists ? converter.fromFirestore(snap as QueryDocumentSnapshot) : undefined;
}

/**
 * Checks each document read with `schema`, and reads as the check's result: the caller decides
 * what a document that fails means. (A converter may not read an existing document as null:
 * Firestore's snapshot throws.)
 */
export function checkedConverter<S extends z.ZodType>(schema: S): FirestoreDataConverter<z.ZodSafeParseResult<z.output<S>>> {
  return {
    toFirestore: (doc) => doc as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => schema.safeParse(snap.data()),
  };
}

export const goodConverter = typedConverter<GoodDoc>();
export const catalogConverter = typedConverter<CatalogDoc>();
export const mainPageImageConverter = typedConverter<MainPageImageDoc>();
export const cardConverter = typedConverter<ShoppingCardDoc>();
export const sentMessageConverter = typedConverter<SentMessageDoc>();
export const paymentEventConverter = typedConverter<PaymentEventDoc>();
export const cardRequestConverter = typedConverter<ShoppingCardRequestDoc>();
export const counterConverter = typedConverter<CounterDoc>();
export const numberBlockConverter = typedConverter<ShoppingCardNumberBlockDoc>();
export const yarnLineConverter = typedConverter<YarnLineDoc>();
export const stockEventConverter = typedConverter<StockEventDoc>();
export const stockWatchMailboxConverter = typedConverter<StockWatchMailboxDoc>();
export const stockWatchConverter = typedConverter<StockWatchDoc>();
export const stockWatchCountConverter = typedConverter<StockWatchCountDoc>();
export const searchIndexStateConverter = typedConverter<SearchIndexStateDoc>();
export const userConverter = typedConverter<UserDoc>();
export const emailChangeConverter = typedConverter<EmailChangeDoc>();
export const usernameConverter = typedConverter<UsernameDoc>();
export const loginAttemptsConverter = typedConverter<LoginAttemptsDoc>();
export const callbackRequestConverter = typedConverter<CallbackRequestDoc>();
export const shippingSettingsConverter = checkedConverter(ShippingSettingsSchema);
