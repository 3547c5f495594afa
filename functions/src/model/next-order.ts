// Sections and carousel slides are listed by their `order` field; a new one goes at the end.
import { db } from '../admin';
import { typedConverter } from './converters';

const orderConverter = typedConverter<{ order: number }>();

/** One past the highest `order` in `collection`, or 1 when it is empty. */
export async function nextOrder(collection: string): Promise<number> {
  const last = await db.collection(collection).orderBy('order', 'desc').limit(1).select('order').withConverter(orderConverter).get();
  return (last.docs[0]?.data().order ?? 0) + 1;
}
