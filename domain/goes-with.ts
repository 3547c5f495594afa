// "Goes with": the needles, hooks, patterns and yarns a good's page suggests, computed from the
// attributes goods and yarn lines already carry (a tool's sizes, a pattern's yarns, a line's
// recommended ranges and weight class), never from links made by hand.
import type { Discount } from './good';
import type { Localized } from './language';
import type { GoodPlace } from './links';
import type { SizeRangeMm } from './yarn-line';
import type { YarnWeightClass } from './yarn-weight-classes';

export const TOOL_KINDS = ['needles', 'hook'] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

/** A needle or hook good's size in millimetres: one size, or every size of a set. */
export interface ToolSize {
  tool: ToolKind;
  sizesMm: number[];
}

/** What a pattern or magazine is knitted from: yarn lines by id, and weight classes. */
export interface PatternYarns {
  lineIds: string[];
  weightClasses: YarnWeightClass[];
}

/** The fields an accessory good may add; absent on every other good. */
export interface GoesWithFields {
  toolSize?: ToolSize | null;
  patternYarns?: PatternYarns | null;
}

/** Sizes a tool may list: a set of hooks or needles holds a dozen at most. */
export const MAX_TOOL_SIZES = 20;
/** Lines a pattern may name: a magazine names a few; a catalogue a brand's whole range. */
export const MAX_PATTERN_LINES = 30;
/** Entries each list shows at most: the page suggests, it does not list the catalogue. */
export const GOES_WITH_LIST_MAX = 12;

/** A good on sale as the matching needs it. */
export interface GoesWithGood extends GoodPlace, GoesWithFields {
  title: Localized;
  price: number;
  discount: Discount;
  quantity: number;
  yarnLineId?: string | null;
}

/** A yarn line as the matching needs it. */
export interface GoesWithLine {
  id: string;
  brand: string;
  name: string;
  weightClass: YarnWeightClass;
  needleMm: SizeRangeMm;
  hookMm: SizeRangeMm | null;
}

export interface GoesWithCatalogue {
  goods: readonly GoesWithGood[];
  lines: readonly GoesWithLine[];
}

/** One suggestion: a good to link to; a yarn is its line, linked through a colour in stock. */
export interface GoesWithItem extends GoodPlace {
  title: Localized;
  price: number;
  discount: Discount;
}

export interface GoesWith {
  needles: GoesWithItem[];
  hooks: GoesWithItem[];
  patterns: GoesWithItem[];
  yarns: GoesWithItem[];
}

export const NOTHING_GOES_WITH: GoesWith = { needles: [], hooks: [], patterns: [], yarns: [] };

export const isEmptyGoesWith = (lists: GoesWith): boolean => Object.values(lists).every((list) => list.length === 0);

/** A range's ends count; a range without an upper end is its one size. */
export function sizeInRange(sizeMm: number, range: SizeRangeMm): boolean {
  return sizeMm >= range.from && sizeMm <= (range.to ?? range.from);
}

/** The line's range for this tool: its needles' or its hooks' (none when the band gives no hook). */
function rangeFor(tool: ToolKind, line: GoesWithLine): SizeRangeMm | null {
  return tool === 'needles' ? line.needleMm : line.hookMm;
}

/** A tool suits a line when any of its sizes is in the line's range for that tool. */
export function toolSuitsLine(toolSize: ToolSize, line: GoesWithLine): boolean {
  const range = rangeFor(toolSize.tool, line);
  return range !== null && toolSize.sizesMm.some((size) => sizeInRange(size, range));
}

/** A pattern names a line by its id, or by the line's weight class. */
export function patternNamesLine(pattern: PatternYarns, line: GoesWithLine): boolean {
  return pattern.lineIds.includes(line.id) || pattern.weightClasses.includes(line.weightClass);
}

const inStock = (good: GoesWithGood) => good.quantity > 0;

function toItem(good: GoesWithGood, title: Localized = good.title): GoesWithItem {
  const { id, outerCategory, category, subcategory, price, discount } = good;
  return { id, outerCategory, category, subcategory, title, price, discount };
}

const byTitle = (a: GoesWithItem, b: GoesWithItem) => a.title.en.localeCompare(b.title.en) || a.id.localeCompare(b.id);
const smallestSize = (good: GoesWithGood) => Math.min(...(good.toolSize?.sizesMm ?? [Infinity]));

function goodsList(goods: GoesWithGood[], compare: (a: GoesWithGood, b: GoesWithGood) => number): GoesWithItem[] {
  return [...goods].sort(compare).slice(0, GOES_WITH_LIST_MAX).map((good) => toItem(good));
}

/** Tools of a kind in stock that suit the line, smallest size first. */
function toolsFor(tool: ToolKind, line: GoesWithLine, goods: readonly GoesWithGood[]): GoesWithItem[] {
  const suiting = goods.filter((good) => inStock(good) && good.toolSize?.tool === tool && toolSuitsLine(good.toolSize, line));
  return goodsList(suiting, (a, b) => smallestSize(a) - smallestSize(b) || a.title.en.localeCompare(b.title.en));
}

/** How far a tool's nearest size lies from the middle of the line's range: 0 is the band's own size. */
function distanceFromMiddle(toolSize: ToolSize, line: GoesWithLine): number {
  const range = rangeFor(toolSize.tool, line);
  if (!range) return Infinity;
  const middle = (range.from + (range.to ?? range.from)) / 2;
  return Math.min(...toolSize.sizesMm.map((size) => Math.abs(size - middle)));
}

/**
 * The lines that pass the test, best first by `rank` (lower is better) and then by name, each
 * linked through its colour in stock with the most on hand.
 */
function yarnsWhere(catalogue: GoesWithCatalogue, test: (line: GoesWithLine) => boolean, rank: (line: GoesWithLine) => number): GoesWithItem[] {
  const ranked: { rank: number; item: GoesWithItem }[] = [];
  for (const line of catalogue.lines) {
    if (!test(line)) continue;
    const colours = catalogue.goods.filter((good) => good.yarnLineId === line.id && inStock(good));
    const shown = colours.reduce<GoesWithGood | null>((best, good) => (!best || good.quantity > best.quantity ? good : best), null);
    const name = `${line.brand} ${line.name}`;
    if (shown) ranked.push({ rank: rank(line), item: toItem(shown, { ua: name, en: name }) });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || byTitle(a.item, b.item))
    .slice(0, GOES_WITH_LIST_MAX)
    .map(({ item }) => item);
}

/** What goes with the good of this id, from the goods on sale and the lines; empty lists when nothing does. */
export function goesWith(goodId: string, catalogue: GoesWithCatalogue): GoesWith {
  const good = catalogue.goods.find((candidate) => candidate.id === goodId);
  if (!good) return NOTHING_GOES_WITH;
  const line = good.yarnLineId ? catalogue.lines.find((candidate) => candidate.id === good.yarnLineId) : undefined;
  if (line) {
    const patterns = catalogue.goods.filter((other) => inStock(other) && other.patternYarns && patternNamesLine(other.patternYarns, line));
    return {
      ...NOTHING_GOES_WITH,
      needles: toolsFor('needles', line, catalogue.goods),
      hooks: toolsFor('hook', line, catalogue.goods),
      patterns: goodsList(patterns, (a, b) => a.title.en.localeCompare(b.title.en) || a.id.localeCompare(b.id)),
    };
  }
  const { toolSize, patternYarns } = good;
  // A tool's best yarns are those whose band names its size; a pattern's, the lines it names by name.
  if (toolSize) return { ...NOTHING_GOES_WITH, yarns: yarnsWhere(catalogue, (candidate) => toolSuitsLine(toolSize, candidate), (candidate) => distanceFromMiddle(toolSize, candidate)) };
  if (patternYarns) {
    const named = (candidate: GoesWithLine) => (patternYarns.lineIds.includes(candidate.id) ? 0 : 1);
    return { ...NOTHING_GOES_WITH, yarns: yarnsWhere(catalogue, (candidate) => patternNamesLine(patternYarns, candidate), named) };
  }
  return NOTHING_GOES_WITH;
}
