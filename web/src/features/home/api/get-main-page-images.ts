import { queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { mainPageImageKeys } from '@/lib/query-keys';
import { readLocalized, readNumber, readOptionalString, type DocumentFields } from '@/utils/document-fields';
import type { Localized } from '@domain/language';
import { isSlideLink } from '@domain/slide';

export interface MainPageImage {
  id: string;
  mainImage: string;
  /** The blurred copy shown behind the slide; null until the admin blurs it. */
  mainImageBlured: string | null;
  order: number;
  /** Real text over the picture, per language; empty: none. */
  title: Localized;
  subtitle: Localized;
  /** Where a click on the slide goes (a shop path or an https address), or null. */
  link: string | null;
}

function toMainPageImage(id: string, data: DocumentFields): MainPageImage | null {
  const mainImage = readOptionalString(data.mainImage);
  // A slide without its picture has nothing to show.
  if (!mainImage) return null;
  const link = readOptionalString(data.link);
  return {
    id,
    mainImage,
    mainImageBlured: readOptionalString(data.mainImageBlured),
    order: readNumber(data.order),
    title: readLocalized(data.title),
    subtitle: readLocalized(data.subtitle),
    link: link && isSlideLink(link) ? link : null,
  };
}

/** The carousel's slides in their `order`. */
async function getMainPageImages(): Promise<MainPageImage[]> {
  const docs = await catalogReader().list(COLLECTIONS.mainPageImages, { orderBy: { field: 'order', direction: 'asc' } });
  return docs.map((doc) => toMainPageImage(doc.id, doc.data)).filter((image): image is MainPageImage => image !== null);
}

function getMainPageImagesQueryOptions() {
  return queryOptions({ queryKey: mainPageImageKeys.list(), queryFn: getMainPageImages });
}

export function useMainPageImages() {
  return useQuery(getMainPageImagesQueryOptions());
}
