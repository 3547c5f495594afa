import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Good } from '@/types/good';
import { formatMoney } from '@/utils/format-money';
import { localize } from '@/utils/localize';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { removeGood } from '../api/admin-calls';
import { useAdminCatalogs, useAdminGoods } from '../api/get-admin-catalog';
import { filterGoods, GOODS_PAGE_SIZE } from '../utils/filter-goods';
import { GoodDialog } from './good-dialog';
import { AdminSection } from './admin-section';
import { ItemActions } from './item-actions';
import styles from './admin.module.css';

export function GoodsSection() {
  const intl = useIntl();
  const language = useLanguage();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
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
    <AdminSection part="goods" onAdd={() => setEditing('new')} query={goods}>
      <div className={styles.filters}>
        <TextField label={t('adminCatalog.searchGoods')} type="search" value={search} onValue={(value) => (setSearch(value), setPage(0))} />
        <SelectField label={t('adminCatalog.field.category')} value={category} onValue={(value) => (setCategory(value), setPage(0))}>
          <option value="">{t('adminCatalog.allCategories')}</option>
          {catalogs.data?.map((item) => (
            <option key={item.category} value={item.category}>
              {localize(item.title, language)}
            </option>
          ))}
        </SelectField>
      </div>
      {goods.data && goods.data.length > 0 && found.length === 0 && <p>{t('adminCatalog.nothingFound')}</p>}
      <ul className={styles.list}>
        {shown.map((good) => {
          const title = localize(good.title, language);
          return (
            <li key={good.id} className={styles.item}>
              <span>
                <code>{good.articul}</code> {title} · {formatMoney(good.price)} · {t('adminCatalog.inStock', { count: good.quantity })}
              </span>
              <ItemActions name={title} onEdit={() => setEditing(good)} removeQuestion={t('adminCatalog.removeGoodQuestion', { name: title })} remove={() => removeGood({ category: good.category, goodId: good.id })} />
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
    </AdminSection>
  );
}
