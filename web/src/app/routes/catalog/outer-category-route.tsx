import { useParams } from 'react-router-dom';
import { OuterCategoryPage } from '@/features/catalog/components/outer-category-page';

export function OuterCategoryRoute() {
  const { outercategory = '' } = useParams();
  return <OuterCategoryPage key={outercategory} outerCategory={outercategory} />;
}
