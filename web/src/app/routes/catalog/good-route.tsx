import { useParams } from 'react-router-dom';
import { useCatalogPlace } from '@/features/catalog/hooks/use-catalog-place';
import { GoodPage } from '@/features/good/components/good-page';
import { useGood } from '@/features/good/api/get-good';
import type { Crumb } from '@/components/breadcrumbs/breadcrumbs';
import { NO_OUTER_CATEGORY } from '@/types/catalog';

/**
 * Every good URL of docs/product.md, "Links" (a good). The good is found by id alone (an order links
 * to /goods/{category}/{goodId} whatever its sub-category); the breadcrumbs follow where it sits.
 */
export function GoodRoute() {
  const { goodId = '', category = '' } = useParams();
  const good = useGood(goodId);
  const place = good.data ?? { outerCategory: NO_OUTER_CATEGORY, category, subcategory: '' };
  const { crumbs } = useCatalogPlace({
    outerCategory: place.outerCategory,
    category: place.category,
    subCategory: place.subcategory || undefined,
  });
  const crumbsFor = (): Crumb[] => crumbs.map((crumb) => ({ ...crumb, href: crumb.href ?? '' })).filter((crumb) => crumb.href !== '');
  // Not keyed by the good: choosing another colour of a yarn line keeps the page, its focus and
  // its calculator while the next colour loads (GoodPage and useGood say how).
  return <GoodPage goodId={goodId} crumbsFor={crumbsFor} />;
}
