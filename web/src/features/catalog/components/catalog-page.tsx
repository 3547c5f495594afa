import { useIntl } from 'react-intl';
import { AdminSlot } from '@/components/admin-slot/admin-slot';
import { NotFoundState } from '@/components/not-found-state/not-found-state';
import { Spinner } from '@/components/ui/spinner/spinner';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useLanguage } from '@/lib/i18n/language-context';
import { allGoodsLink, subCategoryLink } from '@/utils/links';
import { localize } from '@/utils/localize';
import { useCatalogPlace } from '../hooks/use-catalog-place';
import { LoadError } from '@/components/ui/state-message';
import { PageHeading } from './page-heading';
import { TileGrid } from './tile-grid';
import styles from './page-heading.module.css';

/** /catalog/{category} and /outercategory/{outer}/{category}: sub-category cards and the all-goods card. */
export function CatalogPage({ outerCategory, category }: { outerCategory: string; category: string }) {
  const intl = useIntl();
  const language = useLanguage();
  const { catalog, found, crumbs } = useCatalogPlace({ outerCategory, category });
  const data = found ? catalog.data : null;
  const title = data ? localize(data.title, language) : '';
  const lead = data ? localize(data.description, language) : '';
  usePageMeta(title, lead || (title ? intl.formatMessage({ id: 'goodsMetaDescription' }, { title }) : ''), { image: data?.previewImage });

  if (catalog.isError) return <LoadError messageId="catalogLoadError" onRetry={() => void catalog.refetch()} />;
  if (catalog.isPending) return <Spinner />;
  if (!data) return <NotFoundState titleId="categoryNotFound" descriptionId="categoryNotFoundDescription" />;
  const tiles = [
    ...data.subCategories.map((sub) => ({
      key: `sub:${sub.id}`,
      href: subCategoryLink(data, sub.name),
      title: localize(sub.title, language),
      image: sub.previewImage,
      admin: <AdminSlot name="subCategoryCard" catalog={data} subCategory={sub} />,
    })),
    // docs/product.md, "Catalogue": every catalog also has the card of all its goods (static:allGoodsOfCatalog).
    { key: 'allgoods', href: allGoodsLink(data), title: intl.formatMessage({ id: 'allGoodsOfCatalog' }), image: data.previewImage },
  ];
  return (
    <div className={styles.page}>
      <PageHeading crumbs={crumbs} title={title} />
      <AdminSlot name="catalogPage" catalog={data} />
      <TileGrid tiles={tiles} />
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
