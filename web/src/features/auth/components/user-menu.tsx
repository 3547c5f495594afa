import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { logout } from '../api/session';
import { UserIcon } from './user-icon';
import styles from './account-menu.module.css';

// docs/product.md, "Layout": hover menus open after 300 ms and hide after 500 ms.
const OPEN_DELAY = 300;
const HIDE_DELAY = 500;

/** The signed-in user's name with its menu: cabinet, cart, logout. Opens on hover, focus or tap. */
export function UserMenu({ name }: { name: string }) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const isAdmin = useSessionStore((state) => state.role === 'ADMIN');
  const later = (value: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(value), delay);
  };
  const now = (value: boolean) => {
    clearTimeout(timer.current);
    setOpen(value);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) now(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    now(false);
    button.current?.focus();
  };

  return (
    <div className={styles.menu} onMouseEnter={() => later(true, OPEN_DELAY)} onMouseLeave={() => later(false, HIDE_DELAY)} onBlur={onBlur} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-label={name}
        aria-expanded={open}
        aria-controls={menuId}
        onFocus={() => now(true)}
        onClick={() => now(true)}
      >
        <UserIcon />
        <span className={styles.name}>{name}</span>
      </button>
      <ul id={menuId} className={styles.items} hidden={!open}>
        <li>
          <Link to={paths.userPage.getHref()} className={styles.item} onClick={() => now(false)}>
            <FormattedMessage id="auth.cabinet" />
          </Link>
        </li>
        {isAdmin && (
          <>
            <li>
              <Link to={paths.ordersManager.getHref()} className={styles.item} onClick={() => now(false)}>
                <FormattedMessage id="auth.ordersManager" />
              </Link>
            </li>
            <li>
              <Link to={paths.admin.getHref()} className={styles.item} onClick={() => now(false)}>
                <FormattedMessage id="auth.adminPage" />
              </Link>
            </li>
          </>
        )}
        <li>
          <button type="button" className={styles.item} onClick={() => { now(false); useUiStore.getState().openCartPreview(); }}>
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
