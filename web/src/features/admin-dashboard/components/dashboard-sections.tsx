// The dashboard's smaller sections: what waits for the ADMIN, orders by status, money, the
// best-sellers, refusals by carrier and low dye lots. Each says so when it has nothing to show.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { BestSeller, OwnerFigures } from '@domain/api/owner-figures';
import { ORDER_STATUSES } from '@domain/order-status';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n/language-context';
import { useText } from '@/hooks/use-text';
import { formatMoney, fromKopecks } from '@/utils/format-money';
import { refusalRate } from '../utils/chart-data';
import styles from './dashboard.module.css';

const money = (kop: number) => formatMoney(fromKopecks(kop));

function Card({ id, titleId, children }: { id: string; titleId: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  );
}

/** Label and figure rows; a figure above zero in `urgent` rows is marked. */
function Figures({ rows }: { rows: { labelId: string; value: ReactNode; urgent?: boolean }[] }) {
  const t = useText();
  return (
    <dl className={styles.figures}>
      {rows.map((row) => (
        <div key={row.labelId} className={row.urgent ? styles.urgent : undefined}>
          <dt>{t(row.labelId)}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function WaitingSection({ waiting }: { waiting: OwnerFigures['waiting'] }) {
  return (
    <Card id="dashboard-waiting" titleId="adminDashboard.waitingTitle">
      <Figures
        rows={[
          { labelId: 'adminDashboard.toConfirm', value: waiting.toConfirm, urgent: waiting.toConfirm > 0 },
          { labelId: 'adminDashboard.toSend', value: waiting.toSend, urgent: waiting.toSend > 0 },
          { labelId: 'adminDashboard.refusedParcels', value: waiting.refusedParcels, urgent: waiting.refusedParcels > 0 },
          { labelId: 'adminDashboard.holdsExpiring', value: waiting.holdsExpiring, urgent: waiting.holdsExpiring > 0 },
        ]}
      />
      <Link to={paths.ordersManager.getHref()} className={styles.more}>
        <FormattedMessage id="adminDashboard.openOrders" />
      </Link>
    </Card>
  );
}

export function StatusesSection({ statuses }: { statuses: OwnerFigures['statuses'] }) {
  return (
    <Card id="dashboard-statuses" titleId="adminDashboard.statusesTitle">
      <Figures rows={ORDER_STATUSES.map((status) => ({ labelId: `orders.status.${status}`, value: statuses[status] }))} />
    </Card>
  );
}

export function MoneySection({ money: figures }: { money: OwnerFigures['money'] }) {
  return (
    <Card id="dashboard-money" titleId="adminDashboard.moneyTitle">
      <Figures
        rows={[
          {
            labelId: 'adminDashboard.codToCome',
            value: (
              <>
                {money(figures.codToCome.kop)} <FormattedMessage id="adminDashboard.codParcels" values={{ parcels: figures.codToCome.parcels }} />
              </>
            ),
          },
          { labelId: 'adminDashboard.cardHeld', value: money(figures.cardHeldKop) },
          { labelId: 'adminDashboard.cardTaken', value: money(figures.cardTakenKop) },
        ]}
      />
    </Card>
  );
}

export function BestSellersSection({ id, titleId, sellers }: { id: string; titleId: string; sellers: BestSeller[] }) {
  const language = useLanguage();
  return (
    <Card id={id} titleId={titleId}>
      {sellers.length === 0 ? (
        <p className={styles.none}>
          <FormattedMessage id="adminDashboard.noneSold" />
        </p>
      ) : (
        <ol className={styles.ranked}>
          {sellers.map((s) => (
            <li key={s.id}>
              <span className={styles.name}>{s.title[language] || s.title.ua}</span>
              <span className={styles.amount}>
                <FormattedMessage id="adminDashboard.sold" values={{ units: s.units, money: money(s.kop) }} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export function CarriersSection({ carriers }: { carriers: OwnerFigures['carriers'] }) {
  const t = useText();
  return (
    <Card id="dashboard-carriers" titleId="adminDashboard.carriersTitle">
      <Figures
        rows={carriers.map((c) => {
          const rate = refusalRate(c.refused, c.sent);
          return {
            labelId: `adminDashboard.carrier.${c.carrier}`,
            value: rate === null ? t('adminDashboard.carrierNone') : t('adminDashboard.carrierRate', { refused: c.refused, sent: c.sent, rate }),
          };
        })}
      />
    </Card>
  );
}

export function LowStockSection({ lots }: { lots: OwnerFigures['lowStock'] }) {
  const language = useLanguage();
  return (
    <Card id="dashboard-low-stock" titleId="adminDashboard.lowStockTitle">
      {lots.length === 0 ? (
        <p className={styles.none}>
          <FormattedMessage id="adminDashboard.lowStockNone" />
        </p>
      ) : (
        <ul className={styles.ranked}>
          {lots.map((l) => (
            <li key={`${l.goodId}:${l.lot ?? ''}`}>
              <span className={styles.name}>
                {l.title[language] || l.title.ua}{' '}
                <span className={styles.lot}>{l.lot === null ? <FormattedMessage id="adminDashboard.noLot" /> : <FormattedMessage id="adminDashboard.lot" values={{ lot: l.lot }} />}</span>
              </span>
              <span className={styles.amount}>
                <FormattedMessage id="adminDashboard.left" values={{ quantity: l.quantity }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
