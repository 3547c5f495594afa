// What the back-in-stock forms and calls share, without zod, so the storefront's form can load it.

/** The lot form asks for one dye lot of at least this many skeins; beyond it no shop's lot goes. */
export const STOCK_WATCH_MAX_SKEINS = 100;
