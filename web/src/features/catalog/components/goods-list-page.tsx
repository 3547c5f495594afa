import { useIntl } from 'react-intl';
import { NotFoundState } from '@/components/not-found-state/not-found-state';
import { Spinner } from '@/components/ui/spinner/spinner';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useLanguage } from '@/lib/i18n/language-context';
import { localize } from '@/utils/localize';
import { useGoods } from '../api/get-goods';
import { useCatalogPlace, type CatalogPlace } from '../hooks/use-catalog-place';
import { GoodsListing } from './goods-listing';
import { LoadError } from '@/components/ui/state-message';
import { PageHeading } from './page-heading';
import styles from './page-heading.module.css';

/** A sub-category's goods, or a catalog's all goods (`allgoods`), under /catalog or /outercategory. */
export function GoodsListPage({ outerCategory, category, subCategory }: Required<CatalogPlace>) {
  const intl = useIntl();
  const language = useLanguage();
  const { catalog, found, sub, crumbs } = useCatalogPlace({ outerCategory, category, subCategory });
  // Read in parallel with the catalog: the page needs both, and waiting would double the latency.
  const goods = useGoods({ category, subCategory });
  const data = found ? catalog.data : null;
  const title = data ? localize(sub ? sub.title : data.title, language) : '';
  usePageMeta(title, title ? intl.formatMessage({ id: 'goodsMetaDescription' }, { title }) : '', { image: (sub ?? data)?.previewImage });

  if (catalog.isError) return <LoadError messageId="catalogLoadError" onRetry={() => void catalog.refetch()} />;
  if (catalog.isPending) return <Spinner />;
  if (!data) return <NotFoundState titleId="categoryNotFound" descriptionId="categoryNotFoundDescription" />;
  return (
    <div className={styles.page}>
      <PageHeading crumbs={crumbs} title={title} />
      <GoodsListing goods={goods} yarnListing={data.yarnListing} />
    </div>
  );
}
