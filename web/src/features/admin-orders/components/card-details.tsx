import type { PresentedCard } from '@domain/api/orders';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { discountedPrice, lineTotal } from '@domain/pricing';
import { useLanguage } from '@/lib/i18n/language-context';
import { useSessionStore } from '@/stores/session-store';
import { formatMoney } from '@/utils/format-money';
import { localize } from '@/utils/localize';
import { historyWithMessages } from '../utils/card-history';
import { historyActor } from '../utils/history-actor';
import { AdminPayment } from './admin-payment';
import { LineLots, SameLotRequest } from './lot-facts';
import { AdminParcelStatus } from './parcel-status';
import { WaybillPanel } from './waybill-panel';
import styles from './admin-orders.module.css';
import detailStyles from './card-details.module.css';
import { PhoneLink } from '@/components/ui/phone-link';

const PLACEHOLDER = `${import.meta.env.BASE_URL}placeholder-card.svg`;

function Time({ at }: { at: string | null }) {
  if (!at) return null;
  return <FormattedDate value={at} dateStyle="short" timeStyle="short" />;
}

/** A message's kind in words; a kind this screen does not know yet is still listed. */
function messageKind(intl: ReturnType<typeof useIntl>, kind: string): string {
  const key = `adminOrders.message.${kind}`;
  return intl.formatMessage({ id: intl.messages[key] ? key : 'adminOrders.message.other' });
}

/** Everything the ADMIN needs to handle an order: goods, customer, delivery, comment, history. */
export function CardDetails({ card }: { card: PresentedCard }) {
  const intl = useIntl();
  const language = useLanguage();
  const me = useSessionStore((state) => state.user);
  const carrierKey = `adminOrders.carrier.${card.delivery.carrier}`;
  const carrier = intl.messages[carrierKey] ? intl.formatMessage({ id: carrierKey }) : card.delivery.carrier;
  return (
    <div className={detailStyles.details}>
      <ul className={detailStyles.lines} aria-label={intl.formatMessage({ id: 'adminOrders.goods' })}>
        {card.goods.map((line) => {
          const title = localize(line.title, language);
          return (
            <li key={line.goodId} className={detailStyles.line}>
              <img src={line.mainImage ?? PLACEHOLDER} alt="" width={56} height={56} loading="lazy" />
              <span className={detailStyles.lineTitle}>
                {title}
                {!line.available && (
                  <em className={styles.error}>
                    {' '}
                    <FormattedMessage id="noGoods" />
                  </em>
                )}
              </span>
              <span>
                {formatMoney(discountedPrice(line))} / <FormattedMessage id={`measurement.${line.measurement}`} /> ×{' '}
                {line.quantityToSell}
              </span>
              <strong>{formatMoney(lineTotal(line, line.quantityToSell))}</strong>
              <LineLots line={line} />
            </li>
          );
        })}
      </ul>
      <p className={detailStyles.total}>
        <FormattedMessage id="adminOrders.total" values={{ total: formatMoney(card.total) }} />
      </p>
      <dl className={detailStyles.facts}>
        <dt><FormattedMessage id="adminOrders.customer" /></dt>
        <dd>
          {card.customer.name} · <PhoneLink phone={card.customer.phone} />
          {card.customer.email && <> · <a href={`mailto:${card.customer.email}`}>{card.customer.email}</a></>}
          {' · '}
          <FormattedMessage id={card.userId ? 'adminOrders.registered' : 'adminOrders.guest'} />
        </dd>
        <dt><FormattedMessage id="adminOrders.delivery" /></dt>
        <dd>
          {carrier}
          {card.delivery.novaPoshtaDoor && <> (<FormattedMessage id="checkout.npMode.door" />)</>}, {card.delivery.city}, {card.delivery.branch}
          {card.delivery.trackingNumber && (
            <> · <FormattedMessage id="orders.trackingNumber" values={{ number: card.delivery.trackingNumber }} /></>
          )}
          {card.delivery.paidByShop && (
            <> · <strong><FormattedMessage id="adminOrders.deliveryPaidByShop" /></strong></>
          )}
        </dd>
        <dt><FormattedMessage id="adminOrders.comment" /></dt>
        <dd>{card.comment || <FormattedMessage id="adminOrders.noComment" />}</dd>
        <SameLotRequest number={card.sameLotAsOrder} />
      </dl>
      <AdminPayment payment={card.payment} />
      <WaybillPanel card={card} />
      <AdminParcelStatus card={card} />
      <h4 className={detailStyles.subheading}><FormattedMessage id="adminOrders.history" /></h4>
      <ol className={detailStyles.history}>
        {historyWithMessages(card).map((entry, i) =>
          entry.type === 'status' ? (
            <li key={`${entry.status}-${i}`}>
              <Time at={entry.at} /> — <FormattedMessage id={`orders.status.${entry.status}`} />
              {entry.actor && <> · <FormattedMessage {...historyActor(entry.actor, me)} /></>}
            </li>
          ) : (
            <li key={`${entry.kind}-${i}`} className={detailStyles.message}>
              <Time at={entry.at} /> — <FormattedMessage id="adminOrders.message" values={{ kind: messageKind(intl, entry.kind) }} />
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
