// The shop's goods: product lists turned into goods with articuls, stock, badges and dates.
import { stockOfLots } from '@domain/dye-lots.ts';
import type { Discount, GoodDoc } from '../../../functions/src/model/types.ts';
import { accessoryDrafts } from './accessory-goods.ts';
import { findPlacement } from './categories.ts';
import { finishedGoodDrafts } from './finished-goods.ts';
import type { GoodDraft } from './good-draft.ts';
import { NO_SUB_CATEGORY, subCategorySegment } from './links.ts';
import { randomFor, type Random } from './random.ts';
import type { GoodSeed } from './seed-types.ts';
import { seedWeightGrams } from './weights.ts';
import { bobbinYarnDrafts, skeinYarnDrafts } from './yarn-goods.ts';

/** Goods appear one every five hours from this moment, so "newest first" has a stable order. */
const FIRST_GOOD_AT = Date.UTC(2025, 0, 6, 9, 0, 0);
const HOURS_BETWEEN_GOODS = 5;
const DISCOUNT_STEPS = [10, 15, 20, 25, 30, 40, 50];
const NO_DISCOUNT: Discount = { hasDiscount: false, amount: 0 };

function discountFor(random: Random): Discount {
  return random.chance(0.15) ? { hasDiscount: true, amount: random.pick(DISCOUNT_STEPS) } : NO_DISCOUNT;
}

/** A colour of a line counts its stock by dye lot, and its line holds what `yarn` used to. */
function yarnFields(draft: GoodDraft): Pick<GoodDoc, 'yarn' | 'yarnLineId' | 'colour' | 'lots'> {
  if (!draft.yarnColour) return { yarn: null };
  const { lineId, colour, lots } = draft.yarnColour;
  return { yarn: null, yarnLineId: lineId, colour, lots };
}

/**
 * `newStock`: a colour a line gained after the shop opened. It is never on sale, which also keeps
 * the discount list (the bench's heaviest list) the size it had before lines had 8 to 20 colours.
 */
function toGood(draft: GoodDraft, articul: string, index: number, newStock: boolean): GoodSeed {
  const id = articul.toLowerCase();
  const random = randomFor(id);
  const discount = discountFor(random);
  const { category, subCategory } = findPlacement(draft.category, draft.subCategory);
  const createdAt = new Date(FIRST_GOOD_AT + index * HOURS_BETWEEN_GOODS * 3_600_000);
  return {
    id,
    doc: {
      title: draft.title,
      description: draft.description,
      kind: draft.kind,
      measurement: draft.measurement,
      measurementCount: draft.measurementCount,
      outerCategory: category.outerCategory,
      category: category.name,
      subcategory: subCategory ? subCategorySegment(subCategory.name) : NO_SUB_CATEGORY,
      price: draft.price,
      discount: newStock ? NO_DISCOUNT : discount,
      popular: random.chance(0.15),
      newGoodState: random.chance(0.12),
      // About one good in twelve is sold out, to show the 'not available' state; a yarn colour's
      // stock is the sum of its lots (seed-lots.ts), which sells out some colours too.
      quantity: stockOf(random, draft),
      articul,
      weightGrams: seedWeightGrams(draft),
      ...yarnFields(draft),
      ...(draft.toolSize && { toolSize: draft.toolSize }),
      ...(draft.patternYarns && { patternYarns: draft.patternYarns }),
      archived: false,
      createdAt,
      updatedAt: createdAt,
    },
    art: draft.art,
  };
}

function stockOf(random: Random, draft: GoodDraft): number {
  if (draft.yarnColour) return stockOfLots(draft.yarnColour.lots);
  return random.chance(0.08) ? 0 : random.int(1, draft.maxStock ?? 1);
}

/**
 * All goods, in a fixed order; articuls count up per brand prefix (YA-1001, YA-1002, ...). Yarn
 * colours added to their lines after the shop opened come last, so every older good keeps its id.
 */
export function buildGoods(): GoodSeed[] {
  const skein = skeinYarnDrafts();
  const bobbin = bobbinYarnDrafts();
  const older = [...skein.opening, ...bobbin.opening, ...finishedGoodDrafts(), ...accessoryDrafts()];
  const drafts = [...older, ...skein.later, ...bobbin.later];
  const nextNumber = new Map<string, number>();
  return drafts.map((draft, index) => {
    const prefix = draft.brand.articulPrefix;
    const number = nextNumber.get(prefix) ?? 1001;
    nextNumber.set(prefix, number + 1);
    return toGood(draft, `${prefix}-${number}`, index, index >= older.length);
  });
}
