import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '@/components/ui/spinner/spinner';
import type { MenuData } from '../utils/menu-data';
import styles from './burger-menu.module.css';

// Loaded on the first tap of the burger, so wide screens, which never show it, never download it.
const BurgerPanel = lazy(async () => ({ default: (await import('./burger-panel')).BurgerPanel }));

interface BurgerMenuProps {
  menu: MenuData;
  /** The callback button, from its feature. */
  callback?: ReactNode;
}

/** The burger button of narrow screens (under 800 px) and its drill-down panel. */
export function BurgerMenu({ menu, callback }: BurgerMenuProps) {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // The panel covers the page; the page behind it must not scroll away.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <div className={styles.burger}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage({ id: open ? 'navCloseMenu' : 'navOpenMenu' })}
        onClick={() => {
          if (!open) menu.request();
          setOpen(!open);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 6h16M4 12h16M4 18h16'} />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && (
          <Suspense fallback={<Spinner />}>
            <BurgerPanel menu={menu} callback={callback} onClose={close} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
