import { useIntl } from 'react-intl';
import type { Crumb } from '@/components/breadcrumbs/breadcrumbs';
import { useLanguage } from '@/lib/i18n/language-context';
import { ALL_GOODS, NO_OUTER_CATEGORY, type Catalog, type SubCategory } from '@/types/catalog';
import { catalogLink, outerCategoryLink, subCategoryLink, subCategorySegment } from '@/utils/links';
import { localize } from '@/utils/localize';
import { useCatalog } from '../api/get-catalog';
import { useOuterCategories } from '../api/get-outer-categories';

export interface CatalogPlace {
  outerCategory: string;
  category: string;
  /** A sub-category URL segment or ALL_GOODS; absent on the catalog page itself. */
  subCategory?: string;
}

function findSubCategory(catalog: Catalog, segment: string): SubCategory | undefined {
  return catalog.subCategories.find((sub) => subCategorySegment(sub.name) === segment);
}

/**
 * The catalog a URL names, checked against the URL (right outer category, known sub-category),
 * with the breadcrumbs down to it. `found` is false for a URL that names no such place.
 */
export function useCatalogPlace({ outerCategory, category, subCategory }: CatalogPlace) {
  const intl = useIntl();
  const language = useLanguage();
  const catalog = useCatalog(category);
  const outers = useOuterCategories();
  const data = catalog.data ?? null;
  const sub = data && subCategory && subCategory !== ALL_GOODS ? findSubCategory(data, subCategory) : undefined;
  const found =
    data !== null && data.outerCategory === outerCategory && (!subCategory || subCategory === ALL_GOODS || sub !== undefined);

  const crumbs: Crumb[] = [];
  if (data && outerCategory !== NO_OUTER_CATEGORY) {
    const outer = outers.data?.find((item) => item.name === outerCategory);
    crumbs.push({ label: outer ? localize(outer.title, language) : outerCategory, href: outerCategoryLink(outerCategory) });
  }
  if (data) crumbs.push({ label: localize(data.title, language), href: subCategory ? catalogLink(data) : undefined });
  if (data && sub) crumbs.push({ label: localize(sub.title, language), href: subCategoryLink(data, sub.name) });
  if (data && subCategory === ALL_GOODS && data.subCategories.length > 0) {
    crumbs.push({ label: intl.formatMessage({ id: 'allGoodsOfCatalog' }) });
  }
  return { catalog, found, sub, crumbs };
}
