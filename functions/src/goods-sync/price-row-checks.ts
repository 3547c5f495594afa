// A price-list row is held to the good form's own schemas (domain/api/catalog-admin.ts), so a
// file cannot store what the form would refuse: articul, price, stock, discount, title lengths and
// the catalog's name.
import type { z } from 'zod';
import { LocalizedSchema, NameSchema, SaveGoodSchema } from '@domain/api/catalog-admin';

/** A row's cells, trimmed; '' where the file leaves one empty or has no such column. */
export interface RowCells {
  articul: string;
  price: string;
  quantity: string;
  discount: string;
  titleUa: string;
  titleEn: string;
  category: string;
  colourCode: string;
}

const { articul, price, quantity, discount } = SaveGoodSchema.shape;
const COLOUR_CODE_MAX = 32;
const title = LocalizedSchema.shape.ua;

/** Digits only: "12.5", "-3" and "1e3" are not whole numbers of hryvnias or pieces. */
const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : Number.NaN);
const fits = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** Why the row cannot be taken, or null when it can. */
export function rowProblem(cells: RowCells): string | null {
  if (!fits(articul, cells.articul)) return 'articul is missing or has characters other than latin letters, digits and "-"';
  if (!fits(price, wholeNumber(cells.price))) return `price must be a whole number of hryvnias from 1 to ${price.maxValue}`;
  if (!fits(quantity, wholeNumber(cells.quantity))) return `quantity must be a whole number from 0 to ${quantity.maxValue}`;
  if (cells.discount !== '' && !fits(discount.shape.amount, wholeNumber(cells.discount))) return 'discount must be a whole percent from 0 to 99';
  for (const [column, text] of [['title', cells.titleUa], ['title_en', cells.titleEn]] as const) {
    if (text !== '' && !fits(title, text)) return `${column} must be at most ${title.maxLength} characters`;
  }
  if (cells.category !== '' && !fits(NameSchema, cells.category)) return 'category must be a catalog name: latin letters and digits';
  if (cells.colourCode.length > COLOUR_CODE_MAX) return `colour_code must be at most ${COLOUR_CODE_MAX} characters`;
  return null;
}
