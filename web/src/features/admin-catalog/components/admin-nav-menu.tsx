import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SiteActions } from './site-actions';
import styles from './admin.module.css';

/** The ADMIN's menu in the nav bar: the overview, the back office, the goods table, the orders manager, the shipping settings, the day's money, the audit log, the bin, the site map and the price-list sync. */
export function AdminNavMenu() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const menuId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !document.querySelector('[role=dialog]') && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={styles.navMenu}>
      <button type="button" className={styles.navButton} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        {t('adminCatalog.adminMenu')}
      </button>
      <div id={menuId} className={styles.navPanel} hidden={!open}>
        <Link to={paths.admin.getHref()} className={styles.navLink} onClick={() => setOpen(false)}>
          {t('adminCatalog.overviewLink')}
        </Link>
        <Link to={paths.adminCatalog.getHref()} className={styles.navLink} onClick={() => setOpen(false)}>
          {t('adminCatalog.pageTitle')}
        </Link>
        <Link to={paths.adminGoods.getHref()} className={styles.navLink} onClick={() => setOpen(false)}>
          {t('adminCatalog.goodsTableLink')}
        </Link>
        <Link to={paths.ordersManager.getHref()} className={styles.navLink} onClick={() => setOpen(false)}>
          {t('adminOrders.title')}
        </Link>
        <Link to={paths.adminSettings.getHref()} className={styles.navLink} onClick={() => setOpen(false)}>
          {t('adminSettings.menuLink')}
        </Link>
        <Link to={paths.adminPayments.getHref()} className={styles.navLink} onClick={() => setOpen(false)}>
          {t('adminPayments.summary.menuLink')}
        </Link>
        <Link to={paths.adminAudit.getHref()} className={styles.navLink} onClick={() => setOpen(false)}>
          {t('adminCatalog.auditLink')}
        </Link>
        <Link to={paths.adminBin.getHref()} className={styles.navLink} onClick={() => setOpen(false)}>
          {t('adminCatalog.binLink')}
        </Link>
        <SiteActions compact />
      </div>
    </div>
  );
}
