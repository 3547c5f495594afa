import { useIntl } from 'react-intl';
import { lotRow, lotsTotal, type ColourErrors, type LotRow } from '../utils/yarn-colour-values';
import { LotCell } from './lot-cell';
import adminStyles from './admin.module.css';
import styles from './yarn-colour.module.css';

interface LotsTableProps {
  rows: LotRow[];
  errors: ColourErrors['rows'];
  onChange: (rows: LotRow[]) => void;
}

/**
 * A colour's dye lots as an editable table: each row's label and skeins, a button to remove it,
 * one to add a row (focus goes to its label), and their sum, which is the colour's stock.
 */
export function LotsTable({ rows, errors, onChange }: LotsTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const patch = (key: number, change: Partial<LotRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const total = lotsTotal(rows);
  const inputId = (key: number, part: 'lot' | 'quantity') => `lot-${key}-${part}`;

  const add = () => {
    const row = lotRow();
    onChange([...rows, row]);
    // The new row's label input exists after React's next commit.
    requestAnimationFrame(() => document.getElementById(inputId(row.key, 'lot'))?.focus());
  };

  return (
    <div className={styles.tableWrap}>
      <table className={styles.lots}>
        <caption>{t('adminCatalog.yarnLine.lots')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminCatalog.yarnLine.lot')}</th>
            <th scope="col">{t('adminCatalog.yarnLine.skeins')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('adminCatalog.yarnLine.rowActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const rowErrors = errors?.[row.key];
            const number = index + 1;
            return (
              <tr key={row.key}>
                <LotCell
                  id={inputId(row.key, 'lot')}
                  label={t('adminCatalog.yarnLine.lotLabel', { number })}
                  value={row.lot}
                  autoComplete="off"
                  error={rowErrors?.lot && t(rowErrors.lot)}
                  onValue={(lot) => patch(row.key, { lot })}
                />
                <LotCell
                  id={inputId(row.key, 'quantity')}
                  label={t('adminCatalog.yarnLine.lotSkeins', { number })}
                  inputMode="numeric"
                  value={row.quantity}
                  error={rowErrors?.quantity && t(rowErrors.quantity)}
                  onValue={(quantity) => patch(row.key, { quantity })}
                />
                <td>
                  {/* The visible word starts the accessible name, which says which row it removes. */}
                  <button
                    type="button"
                    className={adminStyles.secondarySmall}
                    aria-label={t('adminCatalog.yarnLine.removeLot', { number })}
                    onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                  >
                    {t('adminCatalog.yarnLine.remove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('adminCatalog.yarnLine.stock')}</th>
            <td colSpan={2}>
              <output aria-live="polite">{t('adminCatalog.yarnLine.skeinCount', { count: total })}</output>
            </td>
          </tr>
        </tfoot>
      </table>
      <button type="button" className={adminStyles.secondary} onClick={add}>
        {t('adminCatalog.yarnLine.addLot')}
      </button>
    </div>
  );
}
