// Google Merchant Center's feed: RSS 2.0 with the g: namespace. The colours of a yarn line are
// variants of one product to Google: they share item_group_id (the line) and differ by color.
import type { FeedOffer } from './feed-offers';
import { googlePrice, type FeedShop } from './feed-shop';
import { element, parent, XML_DECLARATION } from './xml-text';

const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

function googleItem(offer: FeedOffer): string {
  const [image, ...more] = offer.pictures;
  return parent('item', [
    element('g:id', offer.id),
    element('g:title', offer.name),
    element('g:description', offer.description),
    element('g:link', offer.url),
    element('g:image_link', image),
    // Google takes up to ten more pictures.
    ...more.slice(0, 10).map((picture) => element('g:additional_image_link', picture)),
    element('g:availability', offer.available ? 'in_stock' : 'out_of_stock'),
    element('g:price', googlePrice(offer.price)),
    element('g:sale_price', offer.salePrice === null ? null : googlePrice(offer.salePrice)),
    element('g:brand', offer.vendor),
    // The articul is the shop's own part number: no good carries a barcode (GTIN) yet.
    element('g:mpn', offer.articul),
    element('g:condition', 'new'),
    element('g:product_type', offer.categoryPath.join(' > ')),
    element('g:item_group_id', offer.group?.id),
    element('g:color', offer.group?.colour),
  ]);
}

export function googleFeed(shop: FeedShop, offers: readonly FeedOffer[]): string {
  const channel = parent('channel', [element('title', shop.name), element('link', shop.origin), element('description', shop.company), ...offers.map(googleItem)]);
  return `${XML_DECLARATION}\n${parent('rss', [channel], { version: '2.0', 'xmlns:g': GOOGLE_NAMESPACE })}\n`;
}
