import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { AdminSlot } from '@/components/admin-slot/admin-slot';
import { paths, SPECIAL_GOODS_CATEGORIES } from '@/config/paths';
import type { MenuData } from '../utils/menu-data';
import { CatalogMenu } from './catalog-menu';
import { TopMenu } from './top-menu';
import styles from './nav-bar.module.css';

/** The nav bar of wide screens (800 px and up; the burger menu takes over below). */
export function NavBar({ menu }: { menu: MenuData }) {
  const intl = useIntl();
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'mainNavigation' })}>
      <div className={styles.inner}>
        <CatalogMenu menu={menu} />
        <TopMenu catalogs={menu.topCatalogs} />
        <ul className={styles.links}>
          <li>
            <NavLink to={paths.goods.getHref(SPECIAL_GOODS_CATEGORIES.discountGoods)} className={`${styles.link} ${styles.discount}`}>
              <FormattedMessage id="navDiscountGoods" />
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.paymentAndDelivery.getHref()} className={styles.link}>
              <FormattedMessage id="navPaymentAndDelivery" />
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.contacts.getHref()} className={styles.link}>
              <FormattedMessage id="navContacts" />
            </NavLink>
          </li>
        </ul>
        <AdminSlot name="navMenu" />
      </div>
    </nav>
  );
}
