import { FormattedMessage, useIntl } from 'react-intl';
import { NotFoundState } from '@/components/not-found-state/not-found-state';
import { Spinner } from '@/components/ui/spinner/spinner';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useLanguage } from '@/lib/i18n/language-context';
import { catalogLink } from '@/utils/links';
import { localize } from '@/utils/localize';
import { useCatalogs } from '../api/get-catalogs';
import { useOuterCategories } from '../api/get-outer-categories';
import { LoadError } from '@/components/ui/state-message';
import { PageHeading } from './page-heading';
import { TileGrid } from './tile-grid';
import styles from './page-heading.module.css';

/** /outercategory/{outercategory}: the cards of its categories. */
export function OuterCategoryPage({ outerCategory }: { outerCategory: string }) {
  const intl = useIntl();
  const language = useLanguage();
  const outers = useOuterCategories();
  const catalogs = useCatalogs({ outerCategory });
  const outer = outers.data?.find((item) => item.name === outerCategory);
  const title = outer ? localize(outer.title, language) : '';
  usePageMeta(title, title ? intl.formatMessage({ id: 'goodsMetaDescription' }, { title }) : '', { image: outer?.previewImage });

  if (outers.isError || catalogs.isError) {
    return <LoadError messageId="catalogLoadError" onRetry={() => void Promise.all([outers.refetch(), catalogs.refetch()])} />;
  }
  if (outers.isPending || catalogs.isPending) return <Spinner />;
  if (!outer) return <NotFoundState titleId="categoryNotFound" descriptionId="categoryNotFoundDescription" />;
  const tiles = catalogs.data.map((catalog) => ({
    key: catalog.category,
    href: catalogLink(catalog),
    title: localize(catalog.title, language),
    image: catalog.previewImage,
  }));
  return (
    <div className={styles.page}>
      <PageHeading crumbs={[{ label: title }]} title={title} />
      {tiles.length === 0 ? (
        <p className={styles.lead}>
          <FormattedMessage id="noCategoriesYet" />
        </p>
      ) : (
        <TileGrid tiles={tiles} />
      )}
    </div>
  );
}
