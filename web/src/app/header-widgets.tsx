// Where the header meets the features: each feature that shows something in the middle bar
// (search, account, orders, cart) is plugged in here, so the layout never imports a feature
// and features never import each other (STYLE.md). A slot stays empty until its feature lands.
import type { ReactNode } from 'react';

export interface HeaderWidgets {
  search: ReactNode;
  account: ReactNode;
  orders: ReactNode;
  cart: ReactNode;
}

export function headerWidgets(): HeaderWidgets {
  return {
    search: null,
    account: null,
    orders: null,
    cart: null,
  };
}
