// The words a knitter types for a yarn's traits, in both languages: its fibres, its weight class
// and its colour's family. The interface catalogue names them for display; these are what the
// search matches, so a good is found by what it is made of, how thick it is and its hue, not only
// by its title. The index holds the keys; the browser reads these words for them.
import type { ColourFamily } from './yarn-line';
import { YARN_WEIGHT_CLASS_INFO, YARN_WEIGHT_CLASSES } from './yarn-weight-classes';

/** Fibre keys as lines store them (FibrePart.fibre), with the words that find them. */
export const FIBRE_WORDS: Readonly<Record<string, string>> = {
  merino: 'меринос мериносова вовна merino wool',
  wool: 'вовна wool',
  alpaca: 'альпака alpaca',
  mohair: 'мохер mohair',
  cashmere: 'кашемір cashmere',
  silk: 'шовк silk',
  cotton: 'бавовна cotton',
  linen: 'льон лляна linen',
  bamboo: 'бамбук bamboo',
  viscose: 'віскоза viscose',
  acrylic: 'акрил acrylic',
  microfibre: 'мікрофібра microfibre microfiber',
  polyamide: 'поліамід нейлон polyamide nylon',
  polyester: 'поліестер polyester',
  metallic: 'люрекс металізована нитка metallic lurex',
};

export const COLOUR_FAMILY_WORDS: Readonly<Record<ColourFamily, string>> = {
  white: 'білий white',
  grey: 'сірий grey gray',
  black: 'чорний black',
  beige: 'бежевий beige',
  brown: 'коричневий brown',
  red: 'червоний red',
  pink: 'рожевий pink',
  orange: 'помаранчевий оранжевий orange',
  yellow: 'жовтий yellow',
  green: 'зелений green',
  blue: 'синій блакитний blue',
  purple: 'фіолетовий бузковий purple',
  multicolour: 'багатоколірний різнокольоровий мультиколор multicolour multicolor',
};

function weightClassWords(): [string, string][] {
  return YARN_WEIGHT_CLASSES.map((weight) => {
    const { name, alsoKnownAs } = YARN_WEIGHT_CLASS_INFO[weight];
    return [weight, [name.ua, name.en, alsoKnownAs.ua, alsoKnownAs.en].join(' ')];
  });
}

/** Fibre keys, weight classes and colour families never share a key, so one table serves all three. */
export const TRAIT_WORDS: ReadonlyMap<string, string> = new Map([...Object.entries(FIBRE_WORDS), ...weightClassWords(), ...Object.entries(COLOUR_FAMILY_WORDS)]);
