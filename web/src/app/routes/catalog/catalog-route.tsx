import { useParams } from 'react-router-dom';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { NO_OUTER_CATEGORY } from '@/types/catalog';

/** /catalog/{category} and /outercategory/{outercategory}/{category}. */
export function CatalogRoute() {
  const { outercategory = NO_OUTER_CATEGORY, category = '' } = useParams();
  return <CatalogPage key={`${outercategory}/${category}`} outerCategory={outercategory} category={category} />;
}
