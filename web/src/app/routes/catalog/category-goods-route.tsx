import { useParams } from 'react-router-dom';
import { CategoryGoodsPage } from '@/features/catalog/components/category-goods-page';

/** /goods/{category}, including discountgoods and Goodsmadefromyarn. */
export function CategoryGoodsRoute() {
  const { category = '' } = useParams();
  return <CategoryGoodsPage key={category} category={category} />;
}
