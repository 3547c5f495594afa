import { useIntl } from 'react-intl';
import { NotFoundState } from '@/components/not-found-state/not-found-state';
import { Spinner } from '@/components/ui/spinner/spinner';
import { SPECIAL_GOODS_CATEGORIES } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useLanguage } from '@/lib/i18n/language-context';
import { localize } from '@/utils/localize';
import { useCatalog } from '../api/get-catalog';
import { useGoods } from '../api/get-goods';
import { GoodsListing } from './goods-listing';
import { LoadError } from '@/components/ui/state-message';
import { PageHeading } from './page-heading';
import styles from './page-heading.module.css';

/** /goods/{category}: every good of a category, or with `discountgoods` every discounted good. */
export function CategoryGoodsPage({ category }: { category: string }) {
  if (category === SPECIAL_GOODS_CATEGORIES.discountGoods) return <DiscountGoodsPage />;
  return <CatalogGoodsPage category={category} />;
}

function DiscountGoodsPage() {
  const intl = useIntl();
  const goods = useGoods({ category: SPECIAL_GOODS_CATEGORIES.discountGoods });
  const title = intl.formatMessage({ id: 'discountGoods' });
  usePageMeta(title, intl.formatMessage({ id: 'goodsMetaDescription' }, { title }));
  return (
    <div className={styles.page}>
      <PageHeading crumbs={[{ label: title }]} title={title} />
      <GoodsListing goods={goods} />
    </div>
  );
}

function CatalogGoodsPage({ category }: { category: string }) {
  const intl = useIntl();
  const language = useLanguage();
  const catalog = useCatalog(category);
  const goods = useGoods({ category });
  const title = catalog.data ? localize(catalog.data.title, language) : '';
  usePageMeta(title, title ? intl.formatMessage({ id: 'goodsMetaDescription' }, { title }) : '', { image: catalog.data?.previewImage });

  if (catalog.isError) return <LoadError messageId="catalogLoadError" onRetry={() => void catalog.refetch()} />;
  if (catalog.isPending) return <Spinner />;
  if (!catalog.data) return <NotFoundState titleId="categoryNotFound" descriptionId="categoryNotFoundDescription" />;
  return (
    <div className={styles.page}>
      <PageHeading crumbs={[{ label: title }]} title={title} />
      <GoodsListing goods={goods} yarnListing={catalog.data.yarnListing} />
    </div>
  );
}
