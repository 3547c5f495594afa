// The preview of the table's edits: every changed field of every good, before and after, with
// what the server would refuse marked. Saving sends them all at once; nothing is saved half-way.
import type { ReactNode } from 'react';
import type { ChangeProblem, GoodEditable, NamedGood } from '@domain/goods-edit';
import { Dialog } from '@/components/ui/dialog';
import { useText } from '@/hooks/use-text';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Good } from '@/types/good';
import { localize } from '@/utils/localize';
import type { Drafts } from '../utils/goods-table';
import styles from './goods-table.module.css';
import admin from './admin.module.css';

type Row = [label: string, before: ReactNode, after: ReactNode];

/** The fields that differ, as label, before and after. */
function changedFields(seen: GoodEditable, next: GoodEditable, t: ReturnType<typeof useText>): Row[] {
  const yesNo = (value: boolean) => t(value ? 'adminGoods.yes' : 'adminGoods.no');
  const discount = (values: GoodEditable) => `${values.discount.hasDiscount ? values.discount.amount : 0} %`;
  const rows: Row[] = [];
  if (seen.price !== next.price) rows.push([t('adminGoods.field.price'), seen.price, next.price]);
  if (discount(seen) !== discount(next)) rows.push([t('adminGoods.field.discount'), discount(seen), discount(next)]);
  for (const lot of next.lots ?? []) {
    const before = seen.lots?.find((entry) => entry.lot === lot.lot)?.quantity;
    if (before !== lot.quantity) rows.push([t('adminGoods.field.lot', { lot: lot.lot }), before ?? '—', lot.quantity]);
  }
  if (seen.quantity !== next.quantity) rows.push([t('adminGoods.field.quantity'), seen.quantity, next.quantity]);
  if (seen.newGoodState !== next.newGoodState) rows.push([t('adminGoods.field.newGoodState'), yesNo(seen.newGoodState), yesNo(next.newGoodState)]);
  if (seen.popular !== next.popular) rows.push([t('adminGoods.field.popular'), yesNo(seen.popular), yesNo(next.popular)]);
  return rows;
}

interface PreviewProps {
  drafts: Drafts;
  goods: ReadonlyMap<string, Good>;
  problems: ReadonlyMap<string, ChangeProblem[]>;
  saving: boolean;
  error: string | null;
  named: NamedGood[];
  onSave: () => void;
  onClose: () => void;
}

export function GoodsTablePreview({ drafts, goods, problems, saving, error, named, onSave, onClose }: PreviewProps) {
  const t = useText();
  const language = useLanguage();
  const titleOf = (goodId: string, articul = goodId) => {
    const good = goods.get(goodId);
    return good ? `${localize(good.title, language)} (${good.articul})` : articul;
  };
  const problemText = (list: ChangeProblem[]) => list.map((problem) => t(`adminGoods.problem.${problem}`)).join('; ');
  return (
    <Dialog title={t('adminGoods.previewTitle')} onClose={onClose} size="wide" initialFocus="panel">
      {problems.size > 0 && (
        <p className={styles.problem} role="status">
          {t('adminGoods.previewHasProblems')}
        </p>
      )}
      <ul className={styles.previewList} aria-label={t('adminGoods.previewTitle')}>
        {[...drafts].map(([goodId, { seen, next }]) => (
          <li key={goodId} data-testid={`preview-${goodId}`}>
            <h3>{titleOf(goodId)}</h3>
            {problems.has(goodId) && <p className={styles.problem}>{problemText(problems.get(goodId)!)}</p>}
            <table>
              <thead>
                <tr>
                  <td />
                  <th scope="col">{t('adminGoods.before')}</th>
                  <th scope="col">{t('adminGoods.after')}</th>
                </tr>
              </thead>
              <tbody>
                {changedFields(seen, next, t).map(([label, before, after]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{before}</td>
                    <td>{after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </ul>
      {error && (
        <div role="alert" className={styles.problem}>
          <p>{error}</p>
          {named.length > 0 && (
            <>
              <p>{t('adminGoods.namedGoods')}</p>
              <ul>
                {named.map((good) => (
                  <li key={good.goodId}>
                    {titleOf(good.goodId, good.articul)}
                    {good.problems.length > 0 && `: ${problemText(good.problems)}`}
                  </li>
                ))}
              </ul>
              {named.every((good) => good.problems.length === 0) && <p>{t('adminGoods.reloaded')}</p>}
            </>
          )}
        </div>
      )}
      <div className={styles.actions}>
        <button type="button" className={admin.primary} disabled={saving || problems.size > 0 || drafts.size === 0} onClick={onSave}>
          {t(saving ? 'adminGoods.saving' : 'adminGoods.save')}
        </button>
        <button type="button" className={admin.secondary} onClick={onClose}>
          {t('adminGoods.back')}
        </button>
      </div>
    </Dialog>
  );
}
