import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Good } from '@/types/good';
import { formatMoney } from '@/utils/format-money';
import { localize } from '@/utils/localize';
import { removeGood } from '../api/admin-calls';
import { useAdminCatalogs, useAdminGoods } from '../api/get-admin-catalog';
import { filterGoods, GOODS_PAGE_SIZE } from '../utils/filter-goods';
import { GoodDialog } from './good-dialog';
import { ListState } from './list-state';
import { RemoveButton } from './remove-button';
import { SelectField } from './field';
import styles from './admin.module.css';

export function GoodsSection() {
  const intl = useIntl();
  const language = useLanguage();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const searchId = useId();
  const goods = useAdminGoods();
  const catalogs = useAdminCatalogs();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Good | 'new' | null>(null);
  const found = filterGoods(goods.data ?? [], search, category);
  const pages = Math.max(1, Math.ceil(found.length / GOODS_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = found.slice(current * GOODS_PAGE_SIZE, (current + 1) * GOODS_PAGE_SIZE);

  return (
    <section className={styles.section} aria-labelledby="admin-goods-heading">
      <div className={styles.sectionHead}>
        <h2 id="admin-goods-heading">{t('adminCatalog.goods')}</h2>
        <button type="button" className={styles.primary} onClick={() => setEditing('new')}>
          {t('adminCatalog.addGood')}
        </button>
      </div>
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor={searchId}>{t('adminCatalog.searchGoods')}</label>
          <input id={searchId} type="search" className={styles.input} value={search} onChange={(event) => (setSearch(event.target.value), setPage(0))} />
        </div>
        <SelectField label={t('adminCatalog.field.category')} value={category} onChange={(value) => (setCategory(value), setPage(0))}>
          <option value="">{t('adminCatalog.allCategories')}</option>
          {catalogs.data?.map((item) => (
            <option key={item.category} value={item.category}>
              {localize(item.title, language)}
            </option>
          ))}
        </SelectField>
      </div>
      <ListState query={goods} empty={t('adminCatalog.noGoods')} />
      {goods.data && goods.data.length > 0 && found.length === 0 && <p>{t('adminCatalog.nothingFound')}</p>}
      <ul className={styles.list}>
        {shown.map((good) => {
          const title = localize(good.title, language);
          return (
            <li key={good.id} className={styles.item}>
              <span>
                <code>{good.articul}</code> {title} · {formatMoney(good.price)} · {t('adminCatalog.inStock', { count: good.quantity })}
              </span>
              <span className={styles.itemActions}>
                <button type="button" className={styles.secondarySmall} onClick={() => setEditing(good)}>
                  {t('adminCatalog.changeNamed', { name: title })}
                </button>
                <RemoveButton label={t('adminCatalog.removeNamed', { name: title })} question={t('adminCatalog.removeGoodQuestion', { name: title })} remove={() => removeGood({ category: good.category, goodId: good.id })} />
              </span>
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('adminCatalog.goodsPages')}>
          <button type="button" className={styles.secondarySmall} disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('adminCatalog.previousPage')}
          </button>
          <span>{t('adminCatalog.pageOf', { page: current + 1, pages })}</span>
          <button type="button" className={styles.secondarySmall} disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            {t('adminCatalog.nextPage')}
          </button>
        </nav>
      )}
      {editing && <GoodDialog good={editing === 'new' ? undefined : editing} category={category || undefined} onClose={() => setEditing(null)} />}
    </section>
  );
}
