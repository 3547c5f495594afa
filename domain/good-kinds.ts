// The enumerations of a good, the same in its document, the API and the SPA (docs/data-model.md, "goods").

/** Unit of measure: a good is sold `measurementCount` of these at a step (100 g of bobbin yarn, 1 skein). */
export const MEASUREMENTS = ['skein', 'bobbin', 'piece'] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

export const GOOD_KINDS = ['skeinYarn', 'bobbinYarn', 'finishedItem', 'accessory'] as const;
export type GoodKind = (typeof GOOD_KINDS)[number];

/** The trade names of a yarn's thickness as a good stores them; domain/yarn-weight-classes.ts maps them to the standard's classes. */
export const WEIGHT_CLASSES = ['lace', 'fingering', 'sport', 'dk', 'worsted', 'aran', 'bulky', 'superBulky'] as const;
export type WeightClass = (typeof WEIGHT_CLASSES)[number];
