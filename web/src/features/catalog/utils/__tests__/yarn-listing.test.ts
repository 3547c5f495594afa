import { describe, expect, it } from 'vitest';
import { makeGood } from '@/testing/good-fixtures';
import { makeYarnColourGood, makeYarnLine } from '@/testing/yarn-line-fixtures';
import type { Good } from '@/types/good';
import { facetOptions } from '../facet-options';
import { applyFilters, parseFilters, type ListingLines } from '../goods-filters';
import { listingCards, readYarnListing, writeYarnListing, type ListingCard } from '../yarn-listing';

const socks = makeYarnLine();
const chunky = makeYarnLine({ id: 'drops-chunky', brand: 'Drops', name: 'Andes', weightClass: 'bulky', colours: [] });
const lines: ListingLines = new Map([
  [socks.id, socks],
  [chunky.id, chunky],
]);
const colour = (id: string, lineId: string, family: string, createdAt: number, price = 100): Good => {
  const base = makeYarnColourGood();
  return makeYarnColourGood({ id, createdAt, price, yarnColour: { ...base.yarnColour!, yarnLineId: lineId, colour: { ...base.yarnColour!.colour, code: id, family: family as 'grey' } } });
};
const goods: Good[] = [
  colour('grey', socks.id, 'grey', 9, 120),
  makeGood({ id: 'hook', createdAt: 8, yarn: null }),
  colour('red', socks.id, 'red', 7, 90),
  colour('blue', chunky.id, 'blue', 6),
  colour('navy', chunky.id, 'blue', 5),
  // A trade-name yarn with no line: its weight class comes from its own 'dk'.
  makeGood({ id: 'dk', createdAt: 4, yarn: { ...makeGood().yarn!, weightClass: 'dk' } }),
];
const none = parseFilters(new URLSearchParams());
const describeCards = (cards: ListingCard[]) => cards.map((card) => (card.kind === 'good' ? card.good.id : `${card.data.lineId}[${card.data.colours.map((g) => g.id).join(',')}]`));

describe('listing by line or by colour', () => {
  it('groups a line’s colours into one card where its first colour stands; other goods keep theirs', () => {
    const shown = applyFilters(goods, none, lines);
    expect(describeCards(listingCards(shown, 'lines', lines))).toEqual(['alize-socks[grey,red]', 'hook', 'drops-chunky[blue,navy]', 'dk']);
    expect(describeCards(listingCards(shown, 'colours', lines))).toEqual(['grey', 'hook', 'red', 'blue', 'navy', 'dk']);
  });

  it('keeps the sort: by price the cheapest colour places its line', () => {
    const shown = applyFilters(goods, { ...none, sort: 'priceAsc' }, lines);
    expect(describeCards(listingCards(shown, 'lines', lines))[0]).toBe('alize-socks[red,grey]');
  });

  it('filters by colour family in both modes, a line showing only its matching colours', () => {
    const shown = applyFilters(goods, { ...none, families: ['blue', 'red'] }, lines);
    expect(describeCards(listingCards(shown, 'lines', lines))).toEqual(['alize-socks[red]', 'drops-chunky[blue,navy]']);
    expect(describeCards(listingCards(shown, 'colours', lines))).toEqual(['red', 'blue', 'navy']);
  });

  it('filters by weight class from the line, or from an older yarn’s trade name', () => {
    const bulky = applyFilters(goods, { ...none, weights: ['bulky'] }, lines);
    expect(describeCards(listingCards(bulky, 'lines', lines))).toEqual(['drops-chunky[blue,navy]']);
    expect(describeCards(listingCards(applyFilters(goods, { ...none, weights: ['light'] }, lines), 'colours', lines))).toEqual(['dk']);
  });

  it('names a card by its first colour when the line was not read', () => {
    const [card] = listingCards([goods[0]!], 'lines', new Map());
    expect(card).toMatchObject({ kind: 'line', data: { lineId: 'alize-socks', line: null } });
  });

  it('offers weight classes in the standard’s order and colour families with their counts', () => {
    const options = facetOptions(goods, 'en', lines);
    expect(options.weights.map((option) => [option.value, option.label])).toEqual([
      ['superFine', 'Super Fine (1)'],
      ['light', 'Light (3)'],
      ['bulky', 'Bulky (5)'],
    ]);
    expect(options.families.map((option) => [option.value, option.count])).toEqual([
      ['grey', 1],
      ['red', 1],
      ['blue', 2],
    ]);
  });
});

describe('the view in the URL', () => {
  it('reads the shopper’s choice, else the catalog’s default, and keeps the other parameters when written', () => {
    expect(readYarnListing(new URLSearchParams('view=lines'), 'colours')).toBe('lines');
    expect(readYarnListing(new URLSearchParams('view=tiles'), 'lines')).toBe('lines');
    expect(readYarnListing(new URLSearchParams(), 'colours')).toBe('colours');
    expect(writeYarnListing(new URLSearchParams('family=blue&sort=priceAsc'), 'colours').toString()).toBe('family=blue&sort=priceAsc&view=colours');
  });
});
