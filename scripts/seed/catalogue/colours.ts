// Yarn colours with names a Ukrainian knitter would use, and the hex the pictures are drawn in.
import type { Localized } from '../../../functions/src/model/types.ts';

export interface Colour {
  name: Localized;
  hex: string;
}

const colour = (ua: string, en: string, hex: string): Colour => ({ name: { ua, en }, hex });

export const COLOURS: Colour[] = [
  colour('білий', 'white', '#f7f5ef'),
  colour('молочний', 'milk white', '#efe6d2'),
  colour('бежевий', 'beige', '#d8c3a0'),
  colour('пісочний', 'sand', '#c9ad84'),
  colour('карамельний', 'caramel', '#b9783f'),
  colour('гірчичний', 'mustard', '#cf9f2a'),
  colour('жовтий', 'yellow', '#f2d23c'),
  colour('помаранчевий', 'orange', '#e8742a'),
  colour('теракотовий', 'terracotta', '#b4553a'),
  colour('червоний', 'red', '#c62b2b'),
  colour('бордовий', 'burgundy', '#7a1f2e'),
  colour('малиновий', 'raspberry', '#b3245a'),
  colour('пудровий', 'powder pink', '#e6b8b5'),
  colour('рожевий', 'pink', '#ef8fb0'),
  colour('бузковий', 'lilac', '#b59ad0'),
  colour('фіолетовий', 'violet', '#6b3fa0'),
  colour('баклажановий', 'aubergine', '#4b2340'),
  colour('блакитний', 'sky blue', '#9cc7e6'),
  colour('синій', 'blue', '#2c5aa0'),
  colour('темно-синій', 'navy', '#1f2c4f'),
  colour('джинсовий', 'denim', '#4f6d8f'),
  colour('бірюзовий', 'turquoise', '#2aa5a0'),
  colour("м'ятний", 'mint', '#a8dcc4'),
  colour('оливковий', 'olive', '#7c7f3a'),
  colour('смарагдовий', 'emerald', '#1f7a5a'),
  colour('пляшковий', 'bottle green', '#2f4a33'),
  colour('шавлієвий', 'sage', '#9aae8f'),
  colour('світло-сірий', 'light grey', '#c9c9c9'),
  colour('сірий меланж', 'grey melange', '#9a9a9a'),
  colour('графітовий', 'graphite', '#4a4a4f'),
  colour('чорний', 'black', '#1c1c1c'),
  colour('шоколадний', 'chocolate', '#5a3825'),
  colour('коричневий', 'brown', '#7b5136'),
];

/**
 * `count` different colours for one product line, chosen from the line's key so that each
 * line has its own palette and the same palette on every run.
 */
export function coloursForLine(lineKey: string, count: number, pick: (size: number) => number): Colour[] {
  const remaining = [...COLOURS];
  const chosen: Colour[] = [];
  while (chosen.length < count && remaining.length > 0) {
    const [next] = remaining.splice(pick(remaining.length), 1);
    if (next) chosen.push(next);
  }
  if (chosen.length < count) throw new Error(`seed data: ${lineKey} asks for ${count} colours`);
  return chosen;
}
