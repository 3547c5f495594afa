// A realistic shipping weight for each seeded good, in grams, with its label or wrapping: what the
// ADMIN would type into the good form, so that checkout and waybills weigh parcels as in life.
import type { Motif } from './seed-types.ts';
import type { GoodDraft } from './good-draft.ts';

/** Finished items and accessories by what they are; sets and books are the heavy ones. */
const BY_MOTIF: Record<Motif, number> = {
  ball: 110,
  skein: 110,
  cone: 270,
  needles: 60,
  hook: 25,
  button: 40,
  book: 380,
  bag: 230,
  sweater: 750,
  hat: 160,
  toy: 260,
  blanket: 1100,
  scarf: 220,
  sock: 130,
};

/** A set or organiser weighs more than the single tool its motif stands for. */
const SET_WEIGHT_GRAMS = 320;

export function seedWeightGrams(draft: GoodDraft): number {
  // A skein or a 100 g step of bobbin yarn, plus a tenth for its band and bag: 100 g sells as 110 g.
  if (draft.kind === 'skeinYarn') return Math.round((draft.yarnColour?.skeinGrams ?? 100) * 1.1);
  if (draft.kind === 'bobbinYarn') return Math.round(draft.measurementCount * 1.1);
  if (/set|organiser/i.test(draft.title.en)) return SET_WEIGHT_GRAMS;
  return BY_MOTIF[draft.art.motif];
}
