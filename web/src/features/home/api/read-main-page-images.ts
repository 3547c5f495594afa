// The carousel's Firestore read without React Query, so that the early page reads (app/page-reads.ts)
// can start it from a module graph that does not wait for React.
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/firestore-collections';
import { db } from '@/lib/firebase';
import { readNumber, readOptionalString, type DocumentFields } from '@/utils/document-fields';

export interface MainPageImage {
  id: string;
  mainImage: string;
  /** The blurred copy shown behind the slide; null until the admin blurs it. */
  mainImageBlured: string | null;
  order: number;
}

function toMainPageImage(id: string, data: DocumentFields): MainPageImage | null {
  const mainImage = readOptionalString(data.mainImage);
  // A slide without its picture has nothing to show.
  if (!mainImage) return null;
  return { id, mainImage, mainImageBlured: readOptionalString(data.mainImageBlured), order: readNumber(data.order) };
}

export const mainPageImagesKey = () => ['mainPageImages'] as const;

/** The carousel's slides in their `order`. */
export async function getMainPageImages(): Promise<MainPageImage[]> {
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.mainPageImages), orderBy('order')));
  return snapshot.docs.map((doc) => toMainPageImage(doc.id, doc.data())).filter((image): image is MainPageImage => image !== null);
}
