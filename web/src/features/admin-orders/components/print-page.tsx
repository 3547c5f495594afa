import type { PackingSlip, PickRow, SlipLine } from '@domain/api/order-exports';
import { displayPhone } from '@domain/phone';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import buttonStyles from '@/components/ui/button.module.css';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Language } from '@/types/language';
import { apiErrorText } from '@/lib/error-text';
import { localize } from '@/utils/localize';
import { usePackingSlips } from '../api/order-exports';
import type { PrintView } from './print-toolbar';
import { WaybillBarcode } from './waybill-barcode';
import styles from './print-page.module.css';

const PAPERS = ['a4', 'a6'] as const;
type Paper = (typeof PAPERS)[number];

/** The table's head row, a column per message id. */
function HeadRow({ columns }: { columns: readonly string[] }) {
  return (
    <tr>
      {columns.map((id) => (
        <th key={id} scope="col"><FormattedMessage id={`adminOrders.print.${id}`} /></th>
      ))}
    </tr>
  );
}

/** A yarn colour as both lists print it: its code and its name. */
const colourText = (colour: SlipLine['colour'], language: Language) => (colour ? `${colour.code} ${localize(colour.name, language)}` : '');

function Lots({ line }: { line: SlipLine }) {
  if (line.lots.length === 0) return <FormattedMessage id="adminOrders.print.notReserved" />;
  return <strong>{line.lots.map((take) => (line.lots.length > 1 ? `${take.lot} ×${take.quantity}` : take.lot)).join(', ')}</strong>;
}

function Slip({ slip }: { slip: PackingSlip }) {
  const intl = useIntl();
  const language = useLanguage();
  const carrierKey = `adminOrders.carrier.${slip.delivery.carrier}`;
  const carrier = intl.messages[carrierKey] ? intl.formatMessage({ id: carrierKey }) : slip.delivery.carrier;
  return (
    <section className={styles.page} aria-label={intl.formatMessage({ id: 'adminOrders.print.order' }, { number: slip.shoppingCardId })}>
      <h2 className={styles.number}>
        <FormattedMessage id="adminOrders.print.order" values={{ number: slip.shoppingCardId }} />
      </h2>
      <dl className={styles.facts}>
        <dt><FormattedMessage id="adminOrders.print.recipient" /></dt>
        <dd>{slip.recipient.name}, {displayPhone(slip.recipient.phone)}</dd>
        <dt><FormattedMessage id="adminOrders.print.delivery" /></dt>
        <dd>{carrier}, {slip.delivery.city}, {slip.delivery.branch}</dd>
        <dt><FormattedMessage id="adminOrders.print.waybill" /></dt>
        <dd>{slip.waybill ?? <FormattedMessage id="adminOrders.print.noWaybill" />}</dd>
      </dl>
      {slip.waybill && <WaybillBarcode number={slip.waybill} />}
      <table className={styles.lines}>
        <thead>
          <HeadRow columns={['good', 'articul', 'colour', 'lot', 'quantity']} />
        </thead>
        <tbody>
          {slip.lines.map((line) => (
            <tr key={line.goodId}>
              <td>{localize(line.title, language)}</td>
              <td>{line.articul}</td>
              <td>{colourText(line.colour, language)}</td>
              <td data-lot><Lots line={line} /></td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PickingList({ rows }: { rows: PickRow[] }) {
  const language = useLanguage();
  return (
    <section className={styles.page}>
      <table className={styles.lines}>
        <thead>
          <HeadRow columns={['shelf', 'good', 'colour', 'lot', 'quantity', 'orders']} />
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.articul}|${row.lot ?? ''}`}>
              <td>{[row.category, row.line].filter(Boolean).join(' · ')}</td>
              <td>{localize(row.title, language)} ({row.articul})</td>
              <td>{colourText(row.colour, language)}</td>
              <td data-lot>{row.lot ? <strong>{row.lot}</strong> : <FormattedMessage id="adminOrders.print.notReserved" />}</td>
              <td>{row.quantity}</td>
              <td>{row.orders.map((n) => `№${n}`).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /ordersmanager/print: the ticked cards' packing slips, or their picking list, on A4 or A6 paper. */
export function PrintPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const cardIds = (params.get('cards') ?? '').split(',').filter(Boolean);
  const view: PrintView = params.get('view') === 'picking' ? 'picking' : 'slips';
  const [paper, setPaper] = useState<Paper>('a4');
  const slips = usePackingSlips(cardIds);
  const title = intl.formatMessage({ id: view === 'picking' ? 'adminOrders.print.titlePicking' : 'adminOrders.print.titleSlips' });
  return (
    <div className={styles.screen}>
      {/* The page box for the chosen paper: a sheet of its own, as no inline style may set it. */}
      <link rel="stylesheet" href={`${import.meta.env.BASE_URL}print-${paper}.css`} />
      <div className={styles.controls}>
        <h1 className={styles.title}>{title}</h1>
        <Link to={paths.ordersManager.getHref()}>
          <FormattedMessage id="adminOrders.print.back" />
        </Link>
        <fieldset className={styles.papers}>
          <legend><FormattedMessage id="adminOrders.print.paper" /></legend>
          {PAPERS.map((name) => (
            <label key={name} className={styles.paper}>
              <input type="radio" name="paper" value={name} checked={paper === name} onChange={() => setPaper(name)} />
              {name.toUpperCase()}
            </label>
          ))}
        </fieldset>
        <button type="button" className={buttonStyles.primary} disabled={!slips.data} onClick={() => window.print()}>
          <FormattedMessage id="adminOrders.print.print" />
        </button>
      </div>
      {cardIds.length === 0 && <p><FormattedMessage id="adminOrders.print.none" /></p>}
      {slips.isPending && cardIds.length > 0 && <Spinner />}
      {slips.isError && <p role="alert">{apiErrorText(intl, slips.error, { fallback: 'adminOrders.print.failed' })}</p>}
      {slips.data && (
        <div className={styles.sheet} data-paper={paper}>
          {view === 'picking' ? <PickingList rows={slips.data.picking} /> : slips.data.slips.map((slip) => <Slip key={slip._id} slip={slip} />)}
        </div>
      )}
    </div>
  );
}
