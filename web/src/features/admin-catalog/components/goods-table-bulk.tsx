// The steps over the ticked goods ("−10 % on the ticked"): they only change the drafts, which
// the preview shows before anything is saved.
import { useState } from 'react';
import type { BulkStep } from '@domain/goods-edit';
import { useText } from '@/hooks/use-text';
import styles from './goods-table.module.css';
import admin from './admin.module.css';

const wholeNumber = (text: string) => (/^\s*[-−]?\d{1,4}\s*$/.test(text) ? Number(text.replace('−', '-')) : null);

function NumberStep({ label, apply, onStep }: { label: string; apply: string; onStep: (value: number) => void }) {
  const [text, setText] = useState('');
  const value = wholeNumber(text);
  return (
    <div className={styles.step}>
      <label>
        {label}
        <input className={styles.number} type="text" inputMode="numeric" value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" className={admin.secondarySmall} disabled={value === null} onClick={() => value !== null && onStep(value)}>
        {apply}
      </button>
    </div>
  );
}

export function GoodsTableBulk({ count, onStep, onUntick }: { count: number; onStep: (step: BulkStep) => void; onUntick: () => void }) {
  const t = useText();
  const mark = (kind: 'newGoodState' | 'popular', value: boolean, id: string) => (
    <button type="button" className={admin.secondarySmall} onClick={() => onStep({ kind, value })}>
      {t(id)}
    </button>
  );
  return (
    <section className={styles.bar} aria-labelledby="goods-bulk-heading">
      <h2 id="goods-bulk-heading">{t('adminGoods.bulkTitle', { count })}</h2>
      <NumberStep label={t('adminGoods.bulkPercent')} apply={t('adminGoods.bulkPercentApply')} onStep={(percent) => onStep({ kind: 'pricePercent', percent })} />
      <NumberStep label={t('adminGoods.bulkDiscount')} apply={t('adminGoods.bulkDiscountApply')} onStep={(amount) => onStep({ kind: 'discount', amount })} />
      {mark('newGoodState', true, 'adminGoods.bulkNewOn')}
      {mark('newGoodState', false, 'adminGoods.bulkNewOff')}
      {mark('popular', true, 'adminGoods.bulkPopularOn')}
      {mark('popular', false, 'adminGoods.bulkPopularOff')}
      <button type="button" className={admin.secondarySmall} onClick={onUntick}>
        {t('adminGoods.untick')}
      </button>
    </section>
  );
}
