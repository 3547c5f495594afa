import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormError } from '@/components/ui/form-error';
import { buildSitemap } from '../api/admin-calls';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { SyncDialog } from './sync-dialog';
import styles from './admin.module.css';

/** Builds sitemap.xml (the success note stays 4 s: docs/product.md, "Admin: goods") and opens the price-list synchronisation. */
export function SiteActions({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const sitemap = useAdminMutation(buildSitemap, []);
  const [done, setDone] = useState<number | null>(null);
  const [syncing, setSyncing] = useState(false);

  useEffect(() => {
    if (done === null) return;
    const timer = setTimeout(() => setDone(null), 4000);
    return () => clearTimeout(timer);
  }, [done]);

  return (
    <div className={compact ? styles.menuActions : styles.siteActions}>
      <button type="button" className={styles.secondarySmall} disabled={sitemap.isPending} onClick={() => sitemap.mutate(undefined, { onSuccess: (result) => setDone(result.urlCount) })}>
        {t('adminCatalog.buildSitemap')}
      </button>
      <button type="button" className={styles.secondarySmall} onClick={() => setSyncing(true)}>
        {t('adminCatalog.syncGoods')}
      </button>
      <p role="status" className={styles.success}>
        {done !== null && t('adminCatalog.sitemapBuilt', { count: done })}
      </p>
      <FormError message={sitemap.error} />
      {syncing && <SyncDialog onClose={() => setSyncing(false)} />}
    </div>
  );
}
