// Where the header meets the features: each feature that shows something in the middle bar
// (search, account, orders, cart) is plugged in here, so the layout never imports a feature
// and features never import each other (eslint-layers.js holds both). A slot stays empty until its feature lands.
import type { ReactNode } from 'react';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { LazySearchBox } from '@/features/search/components/lazy-search-box';
import { CartButton } from '@/features/cart/components/cart-button';
import { OrdersBag } from '@/features/orders/components/orders-bag';
import { TargetOrderChip } from '@/features/orders/components/target-order-chip';

interface HeaderWidgets {
  search: ReactNode;
  account: ReactNode;
  orders: ReactNode;
  cart: ReactNode;
}

export function headerWidgets(): HeaderWidgets {
  return {
    search: <LazySearchBox />,
    account: <AccountMenu />,
    orders: (
      <>
        <TargetOrderChip />
        <OrdersBag />
      </>
    ),
    cart: <CartButton />,
  };
}
