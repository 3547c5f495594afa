import { useIntl } from 'react-intl';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CategoriesSection } from './categories-section';
import { GoodsSection } from './goods-section';
import { OuterCategoriesSection } from './outer-categories-section';
import { SiteActions } from './site-actions';
import { StockWatchCounts } from './stock-watch-counts';
import styles from './admin.module.css';

/** /admin: the whole catalogue in one place, each part with its forms. */
export function AdminPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'adminCatalog.pageTitle' });
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <SiteActions />
      <OuterCategoriesSection />
      <CategoriesSection />
      <GoodsSection />
      <StockWatchCounts />
    </div>
  );
}
