// /admin/goods: every good of the admin catalogue (already read for the catalogue page, one
// bounded list) in a table to filter and edit in place or by the ticked goods; the edits are
// drafts until the preview saves them all at once, checked against the values they began from.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { MAX_GOODS_PER_SAVE } from '@domain/api/goods-changes';
import type { NamedGood } from '@domain/goods-edit';
import { SelectField } from '@/components/ui/select-field';
import { LoadError } from '@/components/ui/state-message';
import { Spinner } from '@/components/ui/spinner/spinner';
import { TextField } from '@/components/ui/text-field';
import { adminGoodsEn } from '@/config/messages/admin-goods-en';
import { adminGoodsUa } from '@/config/messages/admin-goods-ua';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useText } from '@/hooks/use-text';
import { useLanguage } from '@/lib/i18n/language-context';
import { goodsKeys } from '@/lib/query-keys';
import type { Good } from '@/types/good';
import { localize } from '@/utils/localize';
import { useAdminCatalogs, useAdminGoods } from '../api/get-admin-catalog';
import { namedGoods, saveGoodsChanges } from '../api/goods-changes';
import { useStockWatchCounts } from '../api/stock-watch-counts';
import { useAdminYarnLines } from '../api/yarn-lines';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { draftProblems, filterTableGoods, GOODS_TABLE_PAGE_SIZE, LOW_STOCK, NO_FILTERS, withBulkStep, withEdit, type Drafts, type GoodsTableFilters } from '../utils/goods-table';
import { GoodsTableBulk } from './goods-table-bulk';
import { GoodsTablePreview } from './goods-table-preview';
import { GoodsTableRows } from './goods-table-rows';
import admin from './admin.module.css';
import styles from './goods-table.module.css';

/** The table's own texts over the admin ones: they come with the table's chunk only. */
function GoodsTableIntl({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const own = useLanguage() === 'en' ? adminGoodsEn : adminGoodsUa;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={{ ...intl.messages, ...own }}>
      {children}
    </IntlProvider>
  );
}

function Filters({ filters, onFilters }: { filters: GoodsTableFilters; onFilters: (filters: GoodsTableFilters) => void }) {
  const t = useText();
  const language = useLanguage();
  const catalogs = useAdminCatalogs();
  const lines = useAdminYarnLines();
  const set = (key: keyof GoodsTableFilters) => (value: string) => onFilters({ ...filters, [key]: value });
  return (
    <div className={styles.filters} role="group" aria-label={t('adminGoods.filters')}>
      <TextField label={t('adminGoods.search')} type="search" value={filters.search} onValue={set('search')} />
      <SelectField label={t('adminGoods.category')} value={filters.category} onValue={set('category')}>
        <option value="">{t('adminGoods.allCategories')}</option>
        {catalogs.data?.map((item) => (
          <option key={item.category} value={item.category}>
            {localize(item.title, language)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('adminGoods.line')} value={filters.line} onValue={set('line')}>
        <option value="">{t('adminGoods.allLines')}</option>
        {lines.data?.map((line) => (
          <option key={line.id} value={line.id}>
            {`${line.brand} ${line.name}`}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('adminGoods.stock')} value={filters.stock} onValue={set('stock')}>
        <option value="">{t('adminGoods.stockAll')}</option>
        <option value="out">{t('adminGoods.stockOut')}</option>
        <option value="low">{t('adminGoods.stockLow', { low: LOW_STOCK })}</option>
        <option value="in">{t('adminGoods.stockIn')}</option>
      </SelectField>
      <SelectField label={t('adminGoods.discount')} value={filters.discount} onValue={set('discount')}>
        <option value="">{t('adminGoods.discountAll')}</option>
        <option value="with">{t('adminGoods.discountWith')}</option>
        <option value="without">{t('adminGoods.discountWithout')}</option>
      </SelectField>
    </div>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useText();
  if (pages <= 1) return null;
  return (
    <nav className={admin.pager} aria-label={t('adminGoods.pages')}>
      <button type="button" className={admin.secondarySmall} disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('adminCatalog.previousPage')}
      </button>
      <span>{t('adminCatalog.pageOf', { page: page + 1, pages })}</span>
      <button type="button" className={admin.secondarySmall} disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {t('adminCatalog.nextPage')}
      </button>
    </nav>
  );
}

/** The drafts, the ticks and the save, over the goods as last read. */
function useGoodsTableEdits(goods: readonly Good[]) {
  const client = useQueryClient();
  const [drafts, setDrafts] = useState<Drafts>(new Map());
  const [named, setNamed] = useState<NamedGood[]>([]);
  const [saved, setSaved] = useState<number | null>(null);
  const save = useAdminMutation(async (sent: Drafts) => {
    setNamed([]);
    try {
      const answer = await saveGoodsChanges(sent);
      setDrafts(new Map());
      setSaved(answer.saved.length);
      return answer;
    } catch (error) {
      const goodsNamed = namedGoods(error);
      setNamed(goodsNamed);
      // Goods that changed meanwhile are read again, and their edits (begun from old values) dropped.
      if (goodsNamed.length && goodsNamed.every((good) => good.problems.length === 0)) {
        setDrafts((current) => new Map([...current].filter(([goodId]) => !goodsNamed.some((good) => good.goodId === goodId))));
        await client.invalidateQueries({ queryKey: goodsKeys.admin() });
      }
      throw error;
    }
  }, ['goods', 'searchIndex', 'yarnLines']);
  const byId = useMemo(() => new Map(goods.map((good) => [good.id, good])), [goods]);
  return { drafts, setDrafts, named, saved, setSaved, save, byId };
}

function GoodsTable({ goods }: { goods: readonly Good[] }) {
  const t = useText();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [previewing, setPreviewing] = useState(false);
  const { drafts, setDrafts, named, saved, setSaved, save, byId } = useGoodsTableEdits(goods);
  const counts = useStockWatchCounts();
  const lines = useAdminYarnLines();
  const waiting = useMemo(() => new Map((counts.data ?? []).map((row) => [row.goodId, row.waiting])), [counts.data]);
  const lineNames = useMemo(() => new Map((lines.data ?? []).map((line) => [line.id, `${line.brand} ${line.name}`])), [lines.data]);

  const found = filterTableGoods(goods, filters);
  const pages = Math.max(1, Math.ceil(found.length / GOODS_TABLE_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = found.slice(current * GOODS_TABLE_PAGE_SIZE, (current + 1) * GOODS_TABLE_PAGE_SIZE);
  const tickedGoods = goods.filter((good) => ticked.has(good.id));
  const problems = draftProblems(drafts);
  const edit = (next: Drafts) => (setDrafts(next), setSaved(null));

  return (
    <>
      <Filters filters={filters} onFilters={(next) => (setFilters(next), setPage(0))} />
      <p role="status">{t('adminGoods.found', { count: found.length })}</p>
      {tickedGoods.length > 0 && <GoodsTableBulk count={tickedGoods.length} onStep={(step) => edit(withBulkStep(drafts, tickedGoods, step))} onUntick={() => setTicked(new Set())} />}
      {found.length === 0 ? (
        <p>{t('adminCatalog.nothingFound')}</p>
      ) : (
        <GoodsTableRows
          goods={shown}
          drafts={drafts}
          ticked={ticked}
          waiting={waiting}
          lineNames={lineNames}
          onTick={(ids, on) => setTicked((before) => new Set(on ? [...before, ...ids] : [...before].filter((id) => !ids.includes(id))))}
          onEdit={(good, change) => edit(withEdit(drafts, good, change))}
        />
      )}
      <Pager page={current} pages={pages} onPage={setPage} />
      {saved !== null && <p role="status">{t('adminGoods.saved', { count: saved })}</p>}
      {drafts.size > 0 && (
        <div className={styles.pending}>
          <span>{t('adminGoods.pending', { count: drafts.size })}</span>
          {drafts.size > MAX_GOODS_PER_SAVE && <span className={styles.problem}>{t('adminGoods.tooMany', { max: MAX_GOODS_PER_SAVE })}</span>}
          <button type="button" className={admin.primary} disabled={drafts.size > MAX_GOODS_PER_SAVE} onClick={() => (save.reset(), setPreviewing(true))}>
            {t('adminGoods.preview')}
          </button>
          <button type="button" className={admin.secondary} onClick={() => setDrafts(new Map())}>
            {t('adminGoods.discard')}
          </button>
        </div>
      )}
      {previewing && (
        <GoodsTablePreview
          drafts={drafts}
          goods={byId}
          problems={problems}
          saving={save.isPending}
          error={save.isError ? save.error : null}
          named={named}
          onSave={() => save.mutate(drafts, { onSuccess: () => setPreviewing(false) })}
          onClose={() => setPreviewing(false)}
        />
      )}
    </>
  );
}

function GoodsTablePageBody() {
  const t = useText();
  const intl = useIntl();
  const title = t('adminGoods.title');
  useDocumentTitle(`${title} | ${intl.formatMessage({ id: 'shopName' })}`);
  const goods = useAdminGoods();
  let body;
  if (goods.isPending) body = <Spinner label={t('adminGoods.loading')} />;
  else if (goods.isError) body = <LoadError messageId="adminGoods.loadFailed" onRetry={() => void goods.refetch()} />;
  else body = <GoodsTable goods={goods.data} />;
  return (
    <div className={styles.page} aria-busy={goods.isFetching || undefined}>
      <h1>{title}</h1>
      <p className={styles.intro}>{t('adminGoods.intro')}</p>
      {body}
    </div>
  );
}

export function GoodsTablePage() {
  return (
    <GoodsTableIntl>
      <GoodsTablePageBody />
    </GoodsTableIntl>
  );
}
