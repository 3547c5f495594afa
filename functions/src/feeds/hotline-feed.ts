// Hotline's price list (its own XML: price, categories, items). Hotline publishes what a shop has
// for sale now, so a good out of stock is left out rather than listed as missing.
import type { FeedCategory, FeedOffer } from './feed-offers';
import { feedDate, type FeedShop } from './feed-shop';
import { element, parent, XML_DECLARATION } from './xml-text';

/** The shop's number at Hotline, given when the ADMIN's account is made there; absent until then. */
const HOTLINE_FIRM_ID = process.env.HOTLINE_FIRM_ID ?? null;

function hotlineItem(offer: FeedOffer): string {
  return parent('item', [
    element('id', offer.id),
    element('categoryId', offer.categoryId),
    element('code', offer.articul),
    element('vendor', offer.vendor),
    element('name', offer.name),
    element('description', offer.description),
    element('url', offer.url),
    ...offer.pictures.slice(0, 10).map((picture) => element('image', picture)),
    element('priceRUAH', offer.salePrice ?? offer.price),
    element('oldprice', offer.salePrice === null ? null : offer.price),
    element('stock', 'В наявності'),
    ...offer.params.map((param) => element('param', param.unit ? `${param.value} ${param.unit}` : param.value, { name: param.name })),
  ]);
}

/** The Hotline price list and how many items it holds. */
export function hotlineFeed(shop: FeedShop, categories: readonly FeedCategory[], offers: readonly FeedOffer[], builtAt: Date): { xml: string; count: number } {
  const items = offers.filter((offer) => offer.available);
  const price = parent('price', [
    element('date', feedDate(builtAt)),
    element('firmName', shop.name),
    element('firmId', HOTLINE_FIRM_ID),
    parent(
      'categories',
      categories.map((category) => parent('category', [element('id', category.id), element('parentId', category.parentId), element('name', category.name)])),
    ),
    parent('items', items.map(hotlineItem)),
  ]);
  return { xml: `${XML_DECLARATION}\n${price}\n`, count: items.length };
}
