import type { ReactNode } from 'react';

/**
 * What the app plugs into the shared layout. The layout is shared UI and never imports a
 * feature (eslint-layers.js holds this); the app layer fills these from the features.
 */
export interface LayoutSlots {
  /** Middle bar, in the order of docs/product.md, "Layout": search, callback, account (login icon or user name), orders, cart. */
  search?: ReactNode;
  callback?: ReactNode;
  account?: ReactNode;
  orders?: ReactNode;
  cart?: ReactNode;
  /** The nav bar of wide screens. */
  navigation?: ReactNode;
  /** The burger menu of narrow screens, shown at the start of the middle bar. */
  burger?: ReactNode;
}
