import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { selectCartCount, useCartStore } from '@/stores/cart-store';
import { selectCartPreviewOpen, useUiStore } from '@/stores/ui-store';
import styles from '@/styles/header-widget.module.css';

// The preview is code of its own, fetched when the pointer or focus nears the button, so the
// first chunk of every page stays small (the home page's budget is in README.md).
const loadPreview = () => import('./cart-preview');
const CartPreview = lazy(async () => ({ default: (await loadPreview()).CartPreview }));

/** The header's cart button with the goods-count badge; it opens the cart preview. */
export function CartButton() {
  const intl = useIntl();
  const count = useCartStore(selectCartCount);
  const open = useUiStore(selectCartPreviewOpen);
  const openPreview = useUiStore((state) => state.openCartPreview);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: 'cart.cartButtonLabel' }, { count })}
        onClick={openPreview}
        onPointerEnter={() => void loadPreview()}
        onFocus={() => void loadPreview()}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 7H6.2" />
          <circle cx="9" cy="19" r="1.5" />
          <circle cx="17" cy="19" r="1.5" />
        </svg>
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CartPreview />
        </Suspense>
      )}
    </>
  );
}
