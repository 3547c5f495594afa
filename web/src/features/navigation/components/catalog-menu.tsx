import { lazy, Suspense, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHoverMenu } from '@/hooks/use-hover-menu';
import type { MenuData } from '../utils/menu-data';
import styles from './catalog-menu.module.css';

// The drop-down's code comes with the intent to open it (hover or focus), not with the page.
const loadPanel = () => import('./catalog-menu-panel');
const CatalogMenuPanel = lazy(async () => ({ default: (await loadPanel()).CatalogMenuPanel }));

/** The nav bar's catalog button with its hover drop-down (docs/product.md, "Layout"). */
export function CatalogMenu({ menu }: { menu: MenuData }) {
  const panelId = useId();
  const hover = useHoverMenu<HTMLButtonElement>();
  return (
    <div
      className={styles.root}
      {...hover.containerProps}
      onMouseEnter={() => {
        // Reading starts with the intent, so the list is there when the 300 ms delay ends.
        menu.request();
        void loadPanel();
        hover.containerProps.onMouseEnter();
      }}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-controls={panelId}
        {...hover.triggerProps}
        onFocus={() => {
          menu.request();
          void loadPanel();
        }}
        onClick={() => {
          menu.request();
          hover.toggle();
        }}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        <FormattedMessage id="catalog" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!hover.open}>
        {hover.open && (
          <Suspense fallback={null}>
            <CatalogMenuPanel menu={menu} onNavigate={hover.hide} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
