import { useQuery } from '@tanstack/react-query';
import { goesWithSource } from '@/lib/goes-with-source';
import { goodsKeys } from '@/lib/query-keys';
import type { Good } from '@/types/good';

/** Only a colour of a line, a needle or hook with sizes, or a pattern naming yarns can have suggestions. */
const mayGoWith = (good: Good): boolean => Boolean(good.yarnColour || good.toolSize || good.patternYarns);

/** What goes with the good (docs/product.md, "Goes with"); idle for a good that cannot have any. */
export function useGoesWith(good: Good) {
  return useQuery({ queryKey: goodsKeys.goesWith(good.id), queryFn: () => goesWithSource()(good.id), enabled: mayGoWith(good) });
}
