// The goods table's rows: each editable field inline, the edits kept as drafts until the preview
// saves them. A row with edits is marked, so the ADMIN sees what she has not saved yet.
import { useState } from 'react';
import type { GoodEditable } from '@domain/goods-edit';
import { useText } from '@/hooks/use-text';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Good } from '@/types/good';
import { localize } from '@/utils/localize';
import { shownValues, withLotQuantity, type Drafts } from '../utils/goods-table';
import styles from './goods-table.module.css';

interface NumberCellProps {
  label: string;
  value: number;
  onValue: (value: number) => void;
  invalid?: boolean;
}

/** A whole number typed in place: the typed text stays as it is while it is no number yet (a lone minus). */
function NumberCell({ label, value, onValue, invalid }: NumberCellProps) {
  // What is being typed; null shows the value (a bulk step may change it meanwhile).
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <input
      className={styles.number}
      type="text"
      inputMode="numeric"
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={typed ?? String(value)}
      onChange={(event) => {
        const text = event.target.value.replace('−', '-');
        setTyped(text);
        if (/^-?\d{1,9}$/.test(text.trim())) onValue(Number(text));
      }}
      onBlur={() => setTyped(null)}
    />
  );
}

interface RowProps {
  good: Good;
  values: GoodEditable;
  changed: boolean;
  ticked: boolean;
  waiting: number;
  lineName: string | null;
  onTick: (ticked: boolean) => void;
  onEdit: (edit: (values: GoodEditable) => GoodEditable) => void;
}

function GoodRow({ good, values, changed, ticked, waiting, lineName, onTick, onEdit }: RowProps) {
  const t = useText();
  const language = useLanguage();
  const name = `${localize(good.title, language)} (${good.articul})`;
  const of = (id: string, extra: Record<string, string> = {}) => t(id, { name, ...extra });
  const check = (field: 'newGoodState' | 'popular', id: string) => (
    <input type="checkbox" className={styles.tick} aria-label={of(id)} checked={values[field]} onChange={(event) => onEdit((v) => ({ ...v, [field]: event.target.checked }))} />
  );
  return (
    <tr className={changed ? styles.changedRow : undefined} data-testid={`goods-row-${good.id}`}>
      <td className={styles.tickCell}>
        <input type="checkbox" className={styles.tick} aria-label={of('adminGoods.tickGood')} checked={ticked} onChange={(event) => onTick(event.target.checked)} />
      </td>
      <td className={styles.goodCell}>
        <span className={styles.good}>
          <strong>{localize(good.title, language)}</strong>
          <span className={styles.meta}>
            <code>{good.articul}</code>
            {lineName && ` · ${lineName}`}
            {changed && ` · ${t('adminGoods.changed')}`}
          </span>
        </span>
      </td>
      <td data-label={t('adminGoods.colPrice')}>
        <NumberCell label={of('adminGoods.priceOf')} value={values.price} invalid={values.price < 1} onValue={(price) => onEdit((v) => ({ ...v, price }))} />
      </td>
      <td data-label={t('adminGoods.colDiscount')}>
        <NumberCell
          label={of('adminGoods.discountOf')}
          value={values.discount.hasDiscount ? values.discount.amount : 0}
          invalid={values.discount.amount < 0 || values.discount.amount > 99}
          onValue={(amount) => onEdit((v) => ({ ...v, discount: { hasDiscount: amount > 0, amount } }))}
        />
      </td>
      <td data-label={t('adminGoods.colStock')}>
        {values.lots ? (
          <span className={styles.lots}>
            {values.lots.map((lot) => (
              <span key={lot.lot} className={styles.lot}>
                <span>{lot.lot}</span>
                <NumberCell label={of('adminGoods.lotOf', { lot: lot.lot })} value={lot.quantity} invalid={lot.quantity < 0} onValue={(quantity) => onEdit((v) => withLotQuantity(v, lot.lot, quantity))} />
              </span>
            ))}
            <span className={styles.meta}>Σ {values.quantity}</span>
          </span>
        ) : (
          <NumberCell label={of('adminGoods.stockOf')} value={values.quantity} invalid={values.quantity < 0} onValue={(quantity) => onEdit((v) => ({ ...v, quantity }))} />
        )}
      </td>
      <td data-label={t('adminGoods.colNew')}>{check('newGoodState', 'adminGoods.newOf')}</td>
      <td data-label={t('adminGoods.colPopular')}>{check('popular', 'adminGoods.popularOf')}</td>
      <td data-label={t('adminGoods.colWaiting')}>
        <span title={waiting ? t('adminGoods.waitingOf', { count: waiting }) : undefined}>{t('adminGoods.waiting', { count: waiting })}</span>
      </td>
    </tr>
  );
}

interface TableProps {
  goods: readonly Good[];
  drafts: Drafts;
  ticked: ReadonlySet<string>;
  waiting: ReadonlyMap<string, number>;
  lineNames: ReadonlyMap<string, string>;
  onTick: (goodIds: string[], ticked: boolean) => void;
  onEdit: (good: Good, edit: (values: GoodEditable) => GoodEditable) => void;
}

export function GoodsTableRows({ goods, drafts, ticked, waiting, lineNames, onTick, onEdit }: TableProps) {
  const t = useText();
  const allTicked = goods.length > 0 && goods.every((good) => ticked.has(good.id));
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <input type="checkbox" className={styles.tick} aria-label={t('adminGoods.tickShown')} checked={allTicked} onChange={(event) => onTick(goods.map((good) => good.id), event.target.checked)} />
          </th>
          {['colGood', 'colPrice', 'colDiscount', 'colStock', 'colNew', 'colPopular', 'colWaiting'].map((id) => (
            <th key={id} scope="col">
              {t(`adminGoods.${id}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {goods.map((good) => (
          <GoodRow
            key={good.id}
            good={good}
            values={shownValues(drafts, good)}
            changed={drafts.has(good.id)}
            ticked={ticked.has(good.id)}
            waiting={waiting.get(good.id) ?? 0}
            lineName={good.yarnColour ? (lineNames.get(good.yarnColour.yarnLineId) ?? null) : null}
            onTick={(on) => onTick([good.id], on)}
            onEdit={(edit) => onEdit(good, edit)}
          />
        ))}
      </tbody>
    </table>
  );
}
