// A listing shows one card per yarn line or one per colour (docs/data-model.md, "catalogs"
// yarnListing). The shopper's choice is the `view` URL parameter, so a reload, a shared link and
// the server render all show the same; without it the catalog's default applies.
import { YARN_LISTINGS, type YarnListing } from '@/types/catalog';
import type { Good } from '@/types/good';
import type { YarnLineView } from '@/types/yarn-line';
import type { ListingLines } from './goods-filters';
import { oneOf } from '@domain/one-of';

const VIEW_PARAM = 'view';
/** Swatch dots on a line's card. */
export const LINE_CARD_DOTS = 6;

export function readYarnListing(params: URLSearchParams, fallback: YarnListing): YarnListing {
  const view = params.get(VIEW_PARAM);
  return oneOf(YARN_LISTINGS, view, fallback);
}

/** `params` with the choice written in, every other parameter (filters, sort, q) kept. */
export function writeYarnListing(params: URLSearchParams, view: YarnListing): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(VIEW_PARAM, view);
  return next;
}

export interface LineCardData {
  lineId: string;
  /** Null when the line could not be read: the card then names it by its first colour. */
  line: YarnLineView | null;
  /** The line's colours in the listing that pass the filters, in the listing's order. */
  colours: Good[];
}

export type ListingCard = { kind: 'good'; good: Good } | { kind: 'line'; data: LineCardData };

export const cardKey = (card: ListingCard) => (card.kind === 'good' ? card.good.id : `line:${card.data.lineId}`);

/**
 * The cards of a filtered, sorted listing. By line, a line's colours become one card where its
 * first colour stands, so the sort still orders the cards; other goods keep a card each.
 */
export function listingCards(goods: readonly Good[], view: YarnListing, lines: ListingLines): ListingCard[] {
  if (view === 'colours') return goods.map((good) => ({ kind: 'good', good }));
  const cards: ListingCard[] = [];
  const byLine = new Map<string, LineCardData>();
  for (const good of goods) {
    const lineId = good.yarnColour?.yarnLineId;
    if (!lineId) {
      cards.push({ kind: 'good', good });
      continue;
    }
    const data = byLine.get(lineId);
    if (data) data.colours.push(good);
    else {
      const created: LineCardData = { lineId, line: lines.get(lineId) ?? null, colours: [good] };
      byLine.set(lineId, created);
      cards.push({ kind: 'line', data: created });
    }
  }
  return cards;
}

/** Whether a listing has colours of lines at all: only then is there a choice to offer. */
export const hasLineColours = (goods: readonly Good[]) => goods.some((good) => good.yarnColour !== null);
