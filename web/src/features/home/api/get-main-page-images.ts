import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { mainPageImageKeys } from '@/lib/query-keys';
import { readLocalized, readNumber, readOptionalString, type DocumentFields } from '@/utils/document-fields';
import type { Localized } from '@domain/language';
import { isSlideLink, isSlideShowing } from '@domain/slide';

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
  /** When it starts and stops showing (epoch ms), or null: no bound. */
  showFromMs: number | null;
  showUntilMs: number | null;
}

const dateOf = (value: unknown) => (typeof value === 'number' ? value : null);

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
    showFromMs: dateOf(data.showFromMs),
    showUntilMs: dateOf(data.showUntilMs),
  };
}

/**
 * The carousel's slides in their `order`: those showing now (a slide's dates bound it), or, for
 * the ADMIN who edits them, all. Decided when read: the server's render and the hydrating browser
 * share that read, so they show the same slides.
 */
async function getMainPageImages({ all = false, nowMs = Date.now() }: { all?: boolean; nowMs?: number } = {}): Promise<MainPageImage[]> {
  const docs = await catalogReader().list(COLLECTIONS.mainPageImages, { orderBy: { field: 'order', direction: 'asc' } });
  return docs
    .map((doc) => toMainPageImage(doc.id, doc.data))
    .filter((image): image is MainPageImage => image !== null && (all || isSlideShowing(image, nowMs)));
}

function getMainPageImagesQueryOptions(all = false) {
  return queryOptions({ queryKey: all ? mainPageImageKeys.all() : mainPageImageKeys.list(), queryFn: () => getMainPageImages({ all }) });
}

export function useMainPageImages(all = false) {
  // Signed in as the ADMIN after hydrating, the carousel keeps the visitors' slides until all are read.
  return useQuery({ ...getMainPageImagesQueryOptions(all), placeholderData: keepPreviousData });
}
