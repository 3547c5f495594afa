import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useHoverMenu } from '@/hooks/use-hover-menu';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { logout } from '../api/session';
import { UserIcon } from './user-icon';
import styles from './account-menu.module.css';

/** The signed-in user's name with its menu: cabinet, cart, logout. Opens on hover, focus or tap. */
export function UserMenu({ name }: { name: string }) {
  const menuId = useId();
  const hover = useHoverMenu<HTMLButtonElement>();
  const isAdmin = useSessionStore((state) => state.role === 'ADMIN');

  return (
    <div className={styles.menu} {...hover.containerProps}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={name}
        aria-controls={menuId}
        {...hover.triggerProps}
        // Keyboard focus opens the menu too, and a tap only ever opens it.
        {...hover.focusTriggerProps}
        onClick={hover.show}
      >
        <UserIcon />
        <span className={styles.name}>{name}</span>
      </button>
      <ul id={menuId} className={styles.items} hidden={!hover.open}>
        <li>
          <Link to={paths.userPage.getHref()} className={styles.item} onClick={hover.hide}>
            <FormattedMessage id="auth.cabinet" />
          </Link>
        </li>
        <li>
          <Link to={paths.userProfile.getHref()} className={styles.item} onClick={hover.hide}>
            <FormattedMessage id="account.profileTitle" />
          </Link>
        </li>
        {isAdmin && (
          <>
            <li>
              <Link to={paths.ordersManager.getHref()} className={styles.item} onClick={hover.hide}>
                <FormattedMessage id="auth.ordersManager" />
              </Link>
            </li>
            <li>
              <Link to={paths.adminCatalog.getHref()} className={styles.item} onClick={hover.hide}>
                <FormattedMessage id="auth.adminPage" />
              </Link>
            </li>
          </>
        )}
        <li>
          <button type="button" className={styles.item} onClick={() => { hover.hide(); useUiStore.getState().openCartPreview(); }}>
            <FormattedMessage id="auth.cart" />
          </button>
        </li>
        <li>
          <button type="button" className={styles.item} onClick={() => void logout()}>
            <FormattedMessage id="auth.logout" />
          </button>
        </li>
      </ul>
    </div>
  );
}
