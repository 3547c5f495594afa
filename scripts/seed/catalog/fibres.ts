// Fibre keys stored in goods (YarnAttributes.fibres) and how the descriptions name them.
import type { FibrePart, Localized } from '../../../functions/src/model/types.ts';

export const FIBRE_NAMES = {
  merino: { ua: 'меринос', en: 'merino wool' },
  wool: { ua: 'вовна', en: 'wool' },
  alpaca: { ua: 'альпака', en: 'alpaca' },
  mohair: { ua: 'мохер', en: 'mohair' },
  cashmere: { ua: 'кашемір', en: 'cashmere' },
  silk: { ua: 'шовк', en: 'silk' },
  cotton: { ua: 'бавовна', en: 'cotton' },
  linen: { ua: 'льон', en: 'linen' },
  bamboo: { ua: 'бамбук', en: 'bamboo' },
  viscose: { ua: 'віскоза', en: 'viscose' },
  acrylic: { ua: 'акрил', en: 'acrylic' },
  microfibre: { ua: 'мікрофібра', en: 'microfibre' },
  polyamide: { ua: 'поліамід', en: 'polyamide' },
  polyester: { ua: 'поліестер', en: 'polyester' },
  metallic: { ua: 'металізована нитка', en: 'metallic thread' },
} as const satisfies Record<string, Localized>;

export type Fibre = keyof typeof FIBRE_NAMES;

/** Fibre parts from a compact `{ merino: 50, acrylic: 50 }`; the seed checks they add up to 100. */
export function fibreParts(composition: Partial<Record<Fibre, number>>): FibrePart[] {
  const parts = Object.entries(composition).map(([fibre, percent]) => ({ fibre, percent: percent ?? 0 }));
  const total = parts.reduce((sum, part) => sum + part.percent, 0);
  if (total !== 100) throw new Error(`seed data: fibres add up to ${total}%, not 100%`);
  return parts;
}

/** '50% меринос, 50% акрил' */
export function describeFibres(parts: FibrePart[], language: keyof Localized): string {
  return parts.map((part) => `${part.percent}% ${FIBRE_NAMES[part.fibre as Fibre][language]}`).join(', ');
}
