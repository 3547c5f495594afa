import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { FEED_CHANNELS } from '@domain/feeds';
import { buildFeed } from '../../src/feeds/feed-channels';
import { feedCategoryId, feedOffers, type FeedGood } from '../../src/feeds/feed-offers';
import { feedDate } from '../../src/feeds/feed-shop';
import { element, escapeXml } from '../../src/feeds/xml-text';
import { FEED_ORIGIN, feedGood, smallFeedCatalogue } from '../feed-catalogue';
import { paramsOf, readFeed } from '../feed-checks';

const shop = { name: 'Крамниця пряжі', company: 'ТОВ «Крамниця пряжі»', origin: FEED_ORIGIN };
const builtAt = new Date('2026-11-28T13:40:00Z');

describe('the XML escaper', () => {
  it('escapes the five characters XML reserves, and a parser reads the text back unchanged', () => {
    const text = `Сумка & органайзер <S> "великий" і 'малий' 🧶`;
    expect(escapeXml('&<>"\'')).toBe('&amp;&lt;&gt;&quot;&apos;');
    const xml = element('name', text, { title: text });
    const read = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml) as { name: { '#text': string; '@title': string } };
    expect(read.name['#text']).toBe(text);
    expect(read.name['@title']).toBe(text);
  });

  it('drops the characters XML 1.0 does not allow, which would make the whole feed unreadable', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uD800g')).toBe('abcdefg');
    expect(escapeXml('рядок\tз\nкінцем\r')).toBe('рядок\tз\nкінцем\r');
  });
});

describe('the offers every feed is made of', () => {
  const offers = feedOffers(smallFeedCatalogue(), FEED_ORIGIN, shop.name);
  const byId = new Map(offers.map((offer) => [offer.id, offer]));

  it('leaves out archived goods, goods no catalog lists and goods without a picture', () => {
    expect(offers.map((offer) => offer.id)).toEqual(['al-1001', 'al-1002', 'nd-004', 'bag-s']);
  });

  it('gives absolute addresses: the good page by the link rules and the widest stored picture, each once', () => {
    expect(byId.get('nd-004')).toMatchObject({
      url: `${FEED_ORIGIN}/outercategory/tools/needles/CircularNeedles/nd-004`,
      pictures: [`${FEED_ORIGIN}/api/images/goods/needles-4.w810.webp`, `${FEED_ORIGIN}/api/images/goods/needles-4-side.w810.webp`],
    });
  });

  it('prices a discount as the storefront does, rounded down, and keeps the price before it', () => {
    expect(byId.get('al-1001')).toMatchObject({ price: 165, salePrice: 148 });
    expect(byId.get('al-1002')).toMatchObject({ price: 165, salePrice: null, available: false, quantity: 0 });
  });

  it('takes a colour’s brand, fibres, skein, needles and colour from its line', () => {
    expect(byId.get('al-1001')).toMatchObject({
      vendor: 'Alize',
      group: { id: 'alize-socks', colour: 'синій' },
      categoryPath: ['Пряжа', 'Вовна', 'Шкарпеткова пряжа'],
      params: [
        { name: 'Склад', value: '75% вовна, 25% поліамід' },
        { name: 'Вага мотка', value: '100', unit: 'г' },
        { name: 'Довжина нитки', value: '420', unit: 'м' },
        { name: 'Метраж на 100 г', value: '420', unit: 'м' },
        { name: 'Розмір спиць', value: '2–3', unit: 'мм' },
        { name: 'Колір', value: 'синій' },
      ],
    });
  });

  it('names the shop as the maker of a good that names none, and its title as a missing description', () => {
    expect(byId.get('bag-s')).toMatchObject({ vendor: 'Крамниця пряжі', description: 'Сумка & органайзер <S>', params: [] });
  });

  it('leaves out a good edited by hand without a price, and offers one that lacks only its discount and description', () => {
    const broken = { ...feedGood(), price: undefined } as unknown as FeedGood;
    const bare = { ...feedGood({ articul: 'BARE' }), discount: undefined, description: undefined } as unknown as FeedGood;
    const read = feedOffers({ ...smallFeedCatalogue(), goods: [{ id: 'broken', good: broken }, { id: 'bare', good: bare }] }, FEED_ORIGIN, shop.name);
    expect(read.map((offer) => offer.id)).toEqual(['bare']);
    expect(read[0]).toMatchObject({ price: 260, salePrice: null, description: 'Спиці кругові 4 мм' });
  });

  it('numbers a category by its place in the catalogue, the same in every build', () => {
    // Pinned: a channel maps our categories to its own by these numbers.
    expect(feedCategoryId('catalog:wool')).toBe(1884991111);
    expect(feedCategoryId('catalog:wool')).not.toBe(feedCategoryId('catalog:needles'));
  });

  it('dates a feed in Kyiv time, to the minute', () => {
    expect(feedDate(builtAt)).toBe('2026-11-28 15:40');
  });
});

describe.each(FEED_CHANNELS)('the %s feed', (channel) => {
  const built = buildFeed(channel, smallFeedCatalogue(), shop, builtAt);
  const feed = readFeed(channel, built.xml, FEED_ORIGIN);
  const offer = (id: string) => feed.offers.find((candidate) => candidate.id === id);

  it('is well-formed XML with every field the channel requires on every offer', () => {
    expect(feed.missing).toEqual([]);
    expect(feed.offers.length).toBe(built.offers);
  });

  it('escapes a name with & and <, which reads back as typed', () => {
    expect(built.xml).toContain('Сумка &amp; органайзер &lt;S&gt;');
    expect(offer('bag-s')?.name).toBe('Сумка & органайзер <S>');
  });

  it('shows a discount as the price paid now beside the price before it', () => {
    expect(offer('al-1001')).toMatchObject({ price: 148, oldPrice: 165 });
    expect(offer('nd-004')).toMatchObject({ price: 260, oldPrice: null });
  });

  it('leaves out archived goods', () => {
    expect(feed.offers.map((o) => o.id)).not.toContain('gone');
  });
});

describe('what each channel adds', () => {
  const read = (channel: (typeof FEED_CHANNELS)[number]) => readFeed(channel, buildFeed(channel, smallFeedCatalogue(), shop, builtAt).xml, FEED_ORIGIN);

  it('YML: the stock, availability, and params for fibre, weight, metres, needles and colour', () => {
    const rozetka = read('rozetka');
    const colour = rozetka.offers.find((o) => o.id === 'al-1001')!;
    expect(colour.fields).toMatchObject({ stock_quantity: '12', currencyId: 'UAH', vendorCode: 'AL-1001', name_ua: colour.name });
    expect(paramsOf(colour)).toEqual({ Склад: '75% вовна, 25% поліамід', 'Вага мотка': '100', 'Довжина нитки': '420', 'Метраж на 100 г': '420', 'Розмір спиць': '2–3', Колір: 'синій' });
    expect(rozetka.offers.find((o) => o.id === 'al-1002')).toMatchObject({ available: false });
    expect(read('prom').offers.find((o) => o.id === 'al-1001')!.fields).toMatchObject({ quantity_in_stock: '12', oldprice: '165' });
  });

  it('Hotline: lists only what is in stock', () => {
    const hotline = read('hotline');
    expect(hotline.offers.map((o) => o.id)).toEqual(['al-1001', 'nd-004', 'bag-s']);
    expect(hotline.offers.every((o) => o.fields.stock === 'В наявності')).toBe(true);
  });

  it('Google: prices as "165.00 UAH", the articul as mpn, and a line’s colours grouped with their colour', () => {
    const google = read('google');
    expect(google.offers.find((o) => o.id === 'al-1001')!.fields).toMatchObject({
      'g:price': '165.00 UAH',
      'g:sale_price': '148.00 UAH',
      'g:mpn': 'AL-1001',
      'g:brand': 'Alize',
      'g:condition': 'new',
      'g:item_group_id': 'alize-socks',
      'g:color': 'синій',
      'g:availability': 'in_stock',
    });
    expect(google.offers.find((o) => o.id === 'al-1002')!.fields).toMatchObject({ 'g:availability': 'out_of_stock' });
    expect(google.offers.find((o) => o.id === 'nd-004')!.fields['g:item_group_id']).toBeUndefined();
  });
});
