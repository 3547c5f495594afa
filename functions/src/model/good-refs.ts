// The typed reference to one good: every floor that reads or moves a good's stock starts here.
import { db } from '../admin';
import { COLLECTIONS } from './collections';
import { goodConverter } from './converters';

export const goodRef = (goodId: string) => db.collection(COLLECTIONS.goods).withConverter(goodConverter).doc(goodId);
