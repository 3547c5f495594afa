// Reads a feed as a channel would: a real XML parser (fast-xml-parser), its validator first, then
// every field the channel requires on every offer. Shared by the builders' unit tests and the
// emulator test that fetches the feeds through Hosting.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FeedChannel } from '@domain/feeds';

type Node = Record<string, unknown>;

/** One offer as the tests compare them across channels. */
export interface ReadOffer {
  id: string;
  name: string;
  /** What the shopper pays now. */
  price: number;
  /** The price before the discount, when there is one. */
  oldPrice: number | null;
  available: boolean;
  fields: Node;
}

export interface ReadFeed {
  offers: ReadOffer[];
  /** Every field a channel requires that some offer lacks, as "offer id: field". */
  missing: string[];
}

const LISTS = new Set(['offer', 'item', 'category', 'picture', 'param', 'image', 'g:additional_image_link', 'currency']);
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, parseAttributeValue: false, isArray: (name) => LISTS.has(name) });

const YML_FIELDS = ['@id', '@available', 'url', 'price', 'currencyId', 'categoryId', 'picture', 'vendor', 'vendorCode', 'name', 'name_ua', 'description', 'description_ua'];
const REQUIRED: Record<FeedChannel, string[]> = {
  rozetka: [...YML_FIELDS, 'stock_quantity'],
  prom: [...YML_FIELDS, 'quantity_in_stock'],
  hotline: ['id', 'categoryId', 'code', 'vendor', 'name', 'description', 'url', 'image', 'priceRUAH', 'stock'],
  google: ['g:id', 'g:title', 'g:description', 'g:link', 'g:image_link', 'g:availability', 'g:price', 'g:brand', 'g:mpn', 'g:condition'],
};
/** Fields holding addresses: each must be absolute on the shop's origin (or a picture store's). */
const ADDRESSES = ['url', 'picture', 'image', 'g:link', 'g:image_link', 'g:additional_image_link'];

const present = (value: unknown) => (Array.isArray(value) ? value.length > 0 && value.every(present) : typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null);
const text = (value: unknown): string => (typeof value === 'string' ? value : Array.isArray(value) ? text(value[0]) : typeof value === 'object' && value ? text((value as Node)['#text']) : '');
const number = (value: unknown): number | null => (present(value) ? Number(text(value).replace(/ UAH$/, '')) : null);

function channelOffers(channel: FeedChannel, root: Node, missing: string[]): Node[] {
  if (channel === 'rozetka' || channel === 'prom') {
    const shop = (root.yml_catalog as Node).shop as Node;
    if (!/^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(String((root.yml_catalog as Node)['@date']))) missing.push('yml_catalog: date');
    for (const field of ['name', 'company', 'url']) if (!present(shop[field])) missing.push(`shop: ${field}`);
    const currency = ((shop.currencies as Node).currency as Node[])[0]!;
    if (currency['@id'] !== 'UAH' || currency['@rate'] !== '1') missing.push('shop: currency UAH at rate 1');
    const categories = (shop.categories as Node).category as Node[];
    const ids = new Set(categories.map((category) => category['@id']));
    for (const category of categories) if (category['@parentId'] !== undefined && !ids.has(category['@parentId'])) missing.push(`category ${String(category['@id'])}: parentId`);
    const offers = ((shop.offers as Node).offer ?? []) as Node[];
    for (const offer of offers) if (!ids.has(text(offer.categoryId))) missing.push(`${String(offer['@id'])}: categoryId in categories`);
    return offers;
  }
  if (channel === 'hotline') {
    const price = root.price as Node;
    for (const field of ['date', 'firmName']) if (!present(price[field])) missing.push(`price: ${field}`);
    const ids = new Set(((price.categories as Node).category as Node[]).map((category) => text(category.id)));
    const items = ((price.items as Node).item ?? []) as Node[];
    for (const item of items) if (!ids.has(text(item.categoryId))) missing.push(`${text(item.id)}: categoryId in categories`);
    return items;
  }
  const rss = root.rss as Node;
  if (rss['@version'] !== '2.0' || rss['@xmlns:g'] !== 'http://base.google.com/ns/1.0') missing.push('rss: version and g namespace');
  const channelNode = rss.channel as Node;
  for (const field of ['title', 'link', 'description']) if (!present(channelNode[field])) missing.push(`channel: ${field}`);
  return (channelNode.item ?? []) as Node[];
}

function readOffer(channel: FeedChannel, fields: Node): ReadOffer {
  if (channel === 'rozetka' || channel === 'prom') {
    return { id: String(fields['@id']), name: text(fields.name), price: number(fields.price)!, oldPrice: number(fields[channel === 'rozetka' ? 'price_old' : 'oldprice']), available: fields['@available'] === 'true', fields };
  }
  if (channel === 'hotline') return { id: text(fields.id), name: text(fields.name), price: number(fields.priceRUAH)!, oldPrice: number(fields.oldprice), available: text(fields.stock) !== 'Нет', fields };
  const sale = number(fields['g:sale_price']);
  return { id: text(fields['g:id']), name: text(fields['g:title']), price: sale ?? number(fields['g:price'])!, oldPrice: sale === null ? null : number(fields['g:price']), available: text(fields['g:availability']) === 'in_stock', fields };
}

/** Throws when the text is not well-formed XML; otherwise every offer and every required field it lacks. */
export function readFeed(channel: FeedChannel, xml: string, origin: string): ReadFeed {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`${channel} feed is not well-formed XML: ${valid.err.msg} at line ${valid.err.line}`);
  const missing: string[] = [];
  const nodes = channelOffers(channel, parser.parse(xml) as Node, missing);
  const offers = nodes.map((fields) => readOffer(channel, fields));
  for (const offer of offers) {
    for (const field of REQUIRED[channel]) if (!present(offer.fields[field])) missing.push(`${offer.id}: ${field}`);
    for (const field of ADDRESSES) {
      const values = ([] as unknown[]).concat(offer.fields[field] ?? []).map(text);
      for (const value of values) if (!value.startsWith(`${origin}/`) && !/^https:\/\//.test(value)) missing.push(`${offer.id}: ${field} absolute (${value})`);
    }
    if (channel === 'google' && !/^\d+\.\d\d UAH$/.test(text(offer.fields['g:price']))) missing.push(`${offer.id}: g:price as "165.00 UAH"`);
    if (channel === 'google' && !['in_stock', 'out_of_stock'].includes(text(offer.fields['g:availability']))) missing.push(`${offer.id}: g:availability`);
  }
  return { offers, missing };
}

/** The params of a YML offer by name ("Склад", "Колір"). */
export function paramsOf(offer: ReadOffer): Record<string, string> {
  const params = (offer.fields.param ?? []) as Node[];
  return Object.fromEntries(params.map((param) => [String(param['@name']), text(param)]));
}
