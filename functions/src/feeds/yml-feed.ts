// Rozetka's and Prom's feed: YML (yml_catalog). The two read the same format and differ in a few
// names: the price before a discount is `price_old` on Rozetka and `oldprice` on Prom, the stock
// `stock_quantity` and `quantity_in_stock`. Both take the name and description in Ukrainian; each
// is given twice (`name` and `name_ua`), since either may read one or the other.
import type { FeedCategory, FeedOffer } from './feed-offers';
import { feedDate, type FeedShop } from './feed-shop';
import { element, emptyElement, parent, XML_DECLARATION } from './xml-text';

type YmlChannel = 'rozetka' | 'prom';

const WORDS: Record<YmlChannel, { oldPrice: string; stock: string }> = {
  rozetka: { oldPrice: 'price_old', stock: 'stock_quantity' },
  prom: { oldPrice: 'oldprice', stock: 'quantity_in_stock' },
};

function ymlOffer(offer: FeedOffer, channel: YmlChannel): string {
  const words = WORDS[channel];
  return parent(
    'offer',
    [
      element('url', offer.url),
      element('price', offer.salePrice ?? offer.price),
      element(words.oldPrice, offer.salePrice === null ? null : offer.price),
      element('currencyId', 'UAH'),
      element('categoryId', offer.categoryId),
      ...offer.pictures.slice(0, 10).map((picture) => element('picture', picture)),
      element('vendor', offer.vendor),
      element('vendorCode', offer.articul),
      element(words.stock, offer.quantity),
      element('name', offer.name),
      element('name_ua', offer.name),
      element('description', offer.description),
      element('description_ua', offer.description),
      ...offer.params.map((param) => element('param', param.value, { name: param.name, unit: param.unit })),
    ],
    { id: offer.id, available: offer.available },
  );
}

export function ymlFeed(channel: YmlChannel, shop: FeedShop, categories: readonly FeedCategory[], offers: readonly FeedOffer[], builtAt: Date): string {
  const shopXml = parent('shop', [
    element('name', shop.name),
    element('company', shop.company),
    element('url', shop.origin),
    parent('currencies', [emptyElement('currency', { id: 'UAH', rate: 1 })]),
    parent('categories', categories.map((category) => element('category', category.name, { id: category.id, parentId: category.parentId }))),
    parent('offers', offers.map((offer) => ymlOffer(offer, channel))),
  ]);
  return `${XML_DECLARATION}\n${parent('yml_catalog', [shopXml], { date: feedDate(builtAt) })}\n`;
}
