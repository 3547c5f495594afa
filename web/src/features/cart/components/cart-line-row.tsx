import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { discountedPrice } from '@domain/pricing';
import { LotWarning } from '@/components/dye-lot/lot-notes';
import { QuantityControl } from '@/components/quantity-control/quantity-control';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n/language-context';
import { useCartStore } from '@/stores/cart-store';
import { formatMoney } from '@/utils/format-money';
import { localize } from '@/utils/localize';
import type { CartItem } from '../utils/cart-items';
import rowStyles from '@/styles/line-row.module.css';
import styles from './cart-line-row.module.css';

const PLACEHOLDER = `${import.meta.env.BASE_URL}placeholder-card.svg`;

/** One good of the cart preview: picture, title, price per unit, quantity, line total. */
export function CartLineRow({ item, onNavigate }: { item: CartItem; onNavigate: () => void }) {
  const intl = useIntl();
  const language = useLanguage();
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  const { good } = item;
  const title = good ? localize(good.title, language) : item.goodId;
  return (
    <li className={styles.line}>
      <img className={styles.image} src={good?.mainImage ?? PLACEHOLDER} alt="" width={64} height={65} loading="lazy" />
      <div className={rowStyles.info}>
        {good ? (
          <Link to={paths.goodsGood.getHref(good.category, good.id)} className={rowStyles.title} onClick={onNavigate}>
            {title}
          </Link>
        ) : (
          <span className={rowStyles.title}>{title}</span>
        )}
        {good && (
          <span className={rowStyles.price}>
            {formatMoney(discountedPrice(good))} / <FormattedMessage id={`measurement.${good.measurement}`} />
          </span>
        )}
        {!item.available && (
          <span className={rowStyles.noGoods} role="status">
            {/* Some left: how many, so the shopper knows what to change. */}
            {good && !good.archived && good.quantity > 0 ? <FormattedMessage id="cart.onlyLeft" values={{ left: good.quantity }} /> : <FormattedMessage id="noGoods" />}
          </span>
        )}
        {item.available && <LotWarning lots={item.lots} quantity={item.quantity} />}
      </div>
      {/* The store clamps at 1 too (docs/product.md, "Cart"): a minus below 1 would leave a line of 0 or -1 goods. */}
      <span className={rowStyles.quantity}>
        <QuantityControl value={item.quantity} label={title} max={good?.quantity} onChange={(quantity) => setQuantity(item.goodId, quantity)} />
      </span>
      <strong className={rowStyles.total}>{formatMoney(item.lineTotal)}</strong>
      <button
        type="button"
        className={rowStyles.remove}
        aria-label={intl.formatMessage({ id: 'cart.removeFromCart' }, { title })}
        onClick={() => remove(item.goodId)}
      >
        ×
      </button>
    </li>
  );
}
