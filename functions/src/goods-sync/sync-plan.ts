// What a price list would change: pure, so the preview and the apply step agree by construction.
import type { DyeLot } from '@domain/yarn-line';
import type { InvalidRow, PriceRow } from './price-list-types';

export interface ExistingGood {
  id: string;
  price: number;
  quantity: number;
  discount: { hasDiscount: boolean; amount: number };
  title: { ua: string; en: string };
  /** Present on a yarn colour counted by dye lot. */
  lots?: DyeLot[];
  colourCode?: string;
}

const sameLots = (a: DyeLot[] | undefined, b: DyeLot[] | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Why a row cannot change this good, or null: a lotted colour needs its lots, and a colour code must match. */
function lotProblem(row: PriceRow, good: ExistingGood): string | null {
  if (good.lots && !row.lots) return 'this colour is counted by dye lot: give one row per lot, with the "lot" column';
  if (row.colourCode && good.colourCode && row.colourCode !== good.colourCode) return `colour code ${row.colourCode} is not this good's colour (${good.colourCode})`;
  return null;
}

export interface GoodChange {
  line: number;
  articul: string;
  goodId: string | null; // null for a good to create
  fields: Record<string, unknown>;
}

export interface SyncPlan {
  created: GoodChange[];
  updated: GoodChange[];
  unchanged: { line: number; articul: string }[];
  invalid: InvalidRow[];
}

/** The fields a row sets on an existing good, only those that differ. */
function differences(row: PriceRow, good: ExistingGood): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (row.price !== good.price) fields.price = row.price;
  if (row.quantity !== good.quantity) fields.quantity = row.quantity;
  // The lots and their sum are written together, so stock never disagrees with its lots.
  if (row.lots && !sameLots(row.lots, good.lots)) Object.assign(fields, { lots: row.lots, quantity: row.quantity });
  if (row.discount !== null) {
    const discount = { hasDiscount: row.discount > 0, amount: row.discount };
    if (discount.hasDiscount !== good.discount.hasDiscount || discount.amount !== good.discount.amount) fields.discount = discount;
  }
  const title = { ua: row.titleUa ?? good.title.ua, en: row.titleEn ?? good.title.en };
  if (title.ua !== good.title.ua || title.en !== good.title.en) fields.title = title;
  return fields;
}

export function planSync(rows: PriceRow[], invalid: InvalidRow[], existing: Map<string, ExistingGood>, categories: Set<string>): SyncPlan {
  const plan: SyncPlan = { created: [], updated: [], unchanged: [], invalid: [...invalid] };
  for (const row of rows) {
    const good = existing.get(row.articul);
    if (good) {
      const problem = lotProblem(row, good);
      if (problem) {
        plan.invalid.push({ line: row.line, articul: row.articul, reason: problem });
        continue;
      }
      const fields = differences(row, good);
      if (Object.keys(fields).length === 0) plan.unchanged.push({ line: row.line, articul: row.articul });
      else plan.updated.push({ line: row.line, articul: row.articul, goodId: good.id, fields });
      continue;
    }
    if (!row.titleUa || !row.category) {
      plan.invalid.push({ line: row.line, articul: row.articul, reason: 'unknown articul: a new good needs "title" and "category" columns' });
    } else if (!categories.has(row.category)) {
      plan.invalid.push({ line: row.line, articul: row.articul, reason: `unknown category "${row.category}"` });
    } else {
      const discount = { hasDiscount: (row.discount ?? 0) > 0, amount: row.discount ?? 0 };
      plan.created.push({
        line: row.line,
        articul: row.articul,
        goodId: null,
        fields: {
          price: row.price,
          quantity: row.quantity,
          ...(row.lots ? { lots: row.lots } : {}),
          discount,
          category: row.category,
          title: { ua: row.titleUa, en: row.titleEn ?? row.titleUa },
        },
      });
    }
  }
  plan.invalid.sort((a, b) => a.line - b.line);
  return plan;
}
