// Yarn colours with names a Ukrainian knitter would use, the hex the swatches and pictures are
// drawn in, and the colour family the listings filter by.
import type { ColourFamily } from '@domain/yarn-line.ts';
import type { Localized } from '../../../functions/src/model/types.ts';

export interface Colour {
  name: Localized;
  hex: string;
  family: ColourFamily;
}

const colour = (ua: string, en: string, hex: string, family: ColourFamily): Colour => ({ name: { ua, en }, hex, family });

export const COLOURS: Colour[] = [
  colour('білий', 'white', '#f7f5ef', 'white'),
  colour('молочний', 'milk white', '#efe6d2', 'white'),
  colour('бежевий', 'beige', '#d8c3a0', 'beige'),
  colour('пісочний', 'sand', '#c9ad84', 'beige'),
  colour('карамельний', 'caramel', '#b9783f', 'brown'),
  colour('гірчичний', 'mustard', '#cf9f2a', 'yellow'),
  colour('жовтий', 'yellow', '#f2d23c', 'yellow'),
  colour('помаранчевий', 'orange', '#e8742a', 'orange'),
  colour('теракотовий', 'terracotta', '#b4553a', 'orange'),
  colour('червоний', 'red', '#c62b2b', 'red'),
  colour('бордовий', 'burgundy', '#7a1f2e', 'red'),
  colour('малиновий', 'raspberry', '#b3245a', 'pink'),
  colour('пудровий', 'powder pink', '#e6b8b5', 'pink'),
  colour('рожевий', 'pink', '#ef8fb0', 'pink'),
  colour('бузковий', 'lilac', '#b59ad0', 'purple'),
  colour('фіолетовий', 'violet', '#6b3fa0', 'purple'),
  colour('баклажановий', 'aubergine', '#4b2340', 'purple'),
  colour('блакитний', 'sky blue', '#9cc7e6', 'blue'),
  colour('синій', 'blue', '#2c5aa0', 'blue'),
  colour('темно-синій', 'navy', '#1f2c4f', 'blue'),
  colour('джинсовий', 'denim', '#4f6d8f', 'blue'),
  colour('бірюзовий', 'turquoise', '#2aa5a0', 'blue'),
  colour("м'ятний", 'mint', '#a8dcc4', 'green'),
  colour('оливковий', 'olive', '#7c7f3a', 'green'),
  colour('смарагдовий', 'emerald', '#1f7a5a', 'green'),
  colour('пляшковий', 'bottle green', '#2f4a33', 'green'),
  colour('шавлієвий', 'sage', '#9aae8f', 'green'),
  colour('світло-сірий', 'light grey', '#c9c9c9', 'grey'),
  colour('сірий меланж', 'grey melange', '#9a9a9a', 'grey'),
  colour('графітовий', 'graphite', '#4a4a4f', 'grey'),
  colour('чорний', 'black', '#1c1c1c', 'black'),
  colour('шоколадний', 'chocolate', '#5a3825', 'brown'),
  colour('коричневий', 'brown', '#7b5136', 'brown'),
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
