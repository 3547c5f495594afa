import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LotTakes, LotWarning } from '@/components/dye-lot/lot-notes';
import { QuantityControl } from '@/components/quantity-control/quantity-control';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n/language-context';
import { formatMoney } from '@/utils/format-money';
import { localize } from '@/utils/localize';
import type { ViewLine } from '../utils/view-line';
import { ConfirmPanel } from './confirm-panel';
import rowStyles from '@/styles/line-row.module.css';
import styles from './shopping-card-view.module.css';

const PLACEHOLDER = `${import.meta.env.BASE_URL}placeholder-card.svg`;

export interface LineEditing {
  onQuantity: (goodId: string, quantity: number) => void;
  onRemove: (goodId: string) => void;
  pending: boolean;
}

interface LineProps {
  line: ViewLine;
  compact: boolean;
  editing: LineEditing | undefined;
  isLast: boolean;
}

export function ShoppingCardLineRow({ line, compact, editing, isLast }: LineProps) {
  const intl = useIntl();
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const title = localize(line.title, language);
  const size = compact ? 48 : 72;
  return (
    <li className={styles.line}>
      <img className={styles.image} src={line.mainImage ?? PLACEHOLDER} alt="" width={size} height={size} loading="lazy" />
      <div className={rowStyles.info}>
        {line.category ? (
          <Link to={paths.goodsGood.getHref(line.category, line.goodId)} className={rowStyles.title}>
            {title}
          </Link>
        ) : (
          <span className={rowStyles.title}>{title}</span>
        )}
        <span className={rowStyles.price}>
          {formatMoney(line.unitPrice)} / <FormattedMessage id={`measurement.${line.measurement}`} />
        </span>
        {editing && line.priceNow !== undefined && (
          <span className={styles.priceNow}>
            <FormattedMessage id="orders.priceNow" values={{ price: formatMoney(line.priceNow) }} />
          </span>
        )}
        {!line.available && (
          <span className={rowStyles.noGoods}>
            <FormattedMessage id="noGoods" />
          </span>
        )}
        {line.available && line.stockLots && <LotWarning lots={line.stockLots} quantity={line.quantity} />}
        <LotTakes takes={line.lotTakes} />
      </div>
      <span className={rowStyles.quantity}>
        {editing ? (
          <QuantityControl value={line.quantity} label={title} disabled={editing.pending} onChange={(q) => editing.onQuantity(line.goodId, q)} />
        ) : (
          <FormattedMessage id="orders.quantityTimes" values={{ count: line.quantity }} />
        )}
      </span>
      <strong className={rowStyles.total}>{formatMoney(line.lineTotal)}</strong>
      {editing && (
        <button
          type="button"
          className={rowStyles.remove}
          aria-label={intl.formatMessage({ id: 'orders.removeFromOrder' }, { title })}
          disabled={editing.pending}
          onClick={() => setConfirming(true)}
        >
          ×
        </button>
      )}
      {editing && confirming && (
        <ConfirmPanel
          question={isLast ? 'lastGoodInOrderDoYouConfirmDeletion' : 'areYouShureToDeleteThisGood'}
          onConfirm={() => {
            setConfirming(false);
            editing.onRemove(line.goodId);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
