// Yarn thickness by the Craft Yarn Council's standard (0 Lace to 7 Jumbo), with the names the
// shop shows in each language and the knitting ranges the standard gives for each class.
import type { Localized } from './language';
import { isOneOf } from './one-of';

export const YARN_WEIGHT_CLASSES = ['lace', 'superFine', 'fine', 'light', 'medium', 'bulky', 'superBulky', 'jumbo'] as const;
export type YarnWeightClass = (typeof YARN_WEIGHT_CLASSES)[number];

export interface YarnWeightClassInfo {
  /** The standard's number, 0 to 7, printed on ball bands. */
  cycNumber: number;
  name: Localized;
  /** The trade names knitters search by, such as "Fingering, Sock". */
  alsoKnownAs: Localized;
  /** The standard's recommended needle range, in millimetres. */
  needleMm: { from: number; to: number | null };
}

function info(cycNumber: number, [ua, en]: [string, string], [uaAlso, enAlso]: [string, string], needleMm: [number, number | null]): YarnWeightClassInfo {
  return { cycNumber, name: { ua, en }, alsoKnownAs: { ua: uaAlso, en: enAlso }, needleMm: { from: needleMm[0], to: needleMm[1] } };
}

// The shop's Ukrainian names follow what knitters here call each thickness.
export const YARN_WEIGHT_CLASS_INFO: Record<YarnWeightClass, YarnWeightClassInfo> = {
  lace: info(0, ['Павутинка', 'Lace'], ['ажурна, ниткова', 'Fingering 10-count crochet thread'], [1.5, 2.25]),
  superFine: info(1, ['Шкарпеткова', 'Super Fine'], ['дуже тонка, дитяча', 'Sock, Fingering, Baby'], [2.25, 3.25]),
  fine: info(2, ['Тонка', 'Fine'], ['спорт, дитяча', 'Sport, Baby'], [3.25, 3.75]),
  light: info(3, ['Напівтонка', 'Light'], ['DK, легка', 'DK, Light Worsted'], [3.75, 4.5]),
  medium: info(4, ['Середня', 'Medium'], ['камвольна, аран', 'Worsted, Afghan, Aran'], [4.5, 5.5]),
  bulky: info(5, ['Товста', 'Bulky'], ['об’ємна', 'Chunky, Craft, Rug'], [5.5, 8]),
  superBulky: info(6, ['Дуже товста', 'Super Bulky'], ['ровінг', 'Super Chunky, Roving'], [8, 12.75]),
  jumbo: info(7, ['Велетенська', 'Jumbo'], ['для в’язання руками', 'Jumbo, Roving'], [12.75, null]),
};

/**
 * The goods' yarn attributes today use trade names; each maps to its standard class so the
 * stored goods can move to lines without a guess (DK is 3, worsted and aran are both 4).
 */
export const WEIGHT_CLASS_OF_TRADE_NAME = {
  lace: 'lace',
  fingering: 'superFine',
  sport: 'fine',
  dk: 'light',
  worsted: 'medium',
  aran: 'medium',
  bulky: 'bulky',
  superBulky: 'superBulky',
} as const satisfies Record<string, YarnWeightClass>;

export function isYarnWeightClass(value: unknown): value is YarnWeightClass {
  return isOneOf(YARN_WEIGHT_CLASSES, value);
}
