// A fibre's Ukrainian name in a feed's "Склад". The storefront translates the same keys in its
// message catalogue (web/src/config/messages, `fibre.*`), which the functions cannot load.
const FIBRE_NAMES: Readonly<Record<string, string>> = {
  merino: 'меринос',
  wool: 'вовна',
  alpaca: 'альпака',
  mohair: 'мохер',
  cashmere: 'кашемір',
  silk: 'шовк',
  cotton: 'бавовна',
  linen: 'льон',
  bamboo: 'бамбук',
  viscose: 'віскоза',
  acrylic: 'акрил',
  microfibre: 'мікрофібра',
  polyamide: 'поліамід',
  polyester: 'поліестер',
  metallic: 'металізована нитка',
};

/** A key no one translated yet is shown as it is, rather than leaving the fibre out. */
export const fibreName = (key: string): string => FIBRE_NAMES[key] ?? key;
