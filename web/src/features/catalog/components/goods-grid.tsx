import { useMemo } from 'react';
import type { Good } from '@/types/good';
import { ListingGrid } from './listing-grid';

/** Cards of goods alone (every colour its own card). */
export function GoodsGrid({ goods }: { goods: readonly Good[] }) {
  const cards = useMemo(() => goods.map((good) => ({ kind: 'good' as const, good })), [goods]);
  return <ListingGrid cards={cards} />;
}
