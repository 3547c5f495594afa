// The documents of the subscriptions, typed by their converters.
import { db } from '../admin';
import { stockWatchConverter, stockWatchCountConverter, stockWatchMailboxConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';

export const mailboxRef = (mailboxId: string) => db.collection(COLLECTIONS.stockWatchMailboxes).withConverter(stockWatchMailboxConverter).doc(mailboxId);
export const watchRef = (watchId: string) => db.collection(COLLECTIONS.stockWatches).withConverter(stockWatchConverter).doc(watchId);
export const countRef = (goodId: string) => db.collection(COLLECTIONS.stockWatchCounts).withConverter(stockWatchCountConverter).doc(goodId);
export const watchesOf = () => db.collection(COLLECTIONS.stockWatches).withConverter(stockWatchConverter);
