import { useParams } from 'react-router-dom';
import { GoodsListPage } from '@/features/catalog/components/goods-list-page';
import { NO_OUTER_CATEGORY } from '@/types/catalog';

/** /catalog/{category}/{subCategory} and /outercategory/{outercategory}/{category}/{subCategory}. */
export function GoodsListRoute() {
  const { outercategory = NO_OUTER_CATEGORY, category = '', subCategory = '' } = useParams();
  return (
    <GoodsListPage
      key={`${outercategory}/${category}/${subCategory}`}
      outerCategory={outercategory}
      category={category}
      subCategory={subCategory}
    />
  );
}
