import type { PresentedCard } from '@domain/api/orders';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { looksLikeFullName } from '@domain/recipient-name';
import buttonStyles from '@/components/ui/button.module.css';
import { ApiError } from '@/lib/api-client';
import { useCreateWaybill, useDownloadWaybillLabel, useUkrposhtaSenderSet } from '@/order/api/waybill';
import { apiErrorText } from '@/lib/error-text';
import { ADMIN_ORDER_ERRORS } from '../utils/error-text';
import listStyles from './card-details.module.css';
import styles from './waybill-panel.module.css';

/** The carrier's own codes and texts, which the server passes on for the ADMIN. */
function carrierSaid(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return null;
  const { carrierCodes, carrierMessages } = error.details as { carrierCodes?: unknown; carrierMessages?: unknown };
  const codes = Array.isArray(carrierCodes) ? carrierCodes.map(String) : [];
  const texts = Array.isArray(carrierMessages) ? carrierMessages.map(String) : [];
  if (codes.length === 0 && texts.length === 0) return null;
  return [codes.join(', '), texts.join('; ')].filter(Boolean).join(': ');
}

function Failure({ intl, error }: { intl: IntlShape; error: unknown }) {
  const carrier = carrierSaid(error);
  return (
    <p role="alert" className={styles.error}>
      {apiErrorText(intl, error, ADMIN_ORDER_ERRORS)}
      {carrier && (
        <span className={styles.carrierSaid}>
          <FormattedMessage id="adminOrders.waybill.carrierSaid" values={{ text: carrier }} />
        </span>
      )}
    </p>
  );
}

/**
 * The card's waybill: on a CONFIRMED card the shop makes it at the carrier (which moves the card
 * to SENT); afterwards its number, the cash-on-delivery form the carrier took, and its label.
 */
export function WaybillPanel({ card }: { card: PresentedCard }) {
  const intl = useIntl();
  const create = useCreateWaybill();
  const label = useDownloadWaybillLabel();
  // Asked only where it matters: a Ukrposhta card still waiting for its waybill.
  const ukrposhtaSender = useUkrposhtaSenderSet(card.delivery.carrier === 'ukrposhta' && card.status === 'CONFIRMED' && !card.delivery.waybill);
  const { waybill } = card.delivery;
  if (waybill) {
    return (
      <section className={styles.panel} aria-label={intl.formatMessage({ id: 'adminOrders.waybill.title' })}>
        <dl className={listStyles.facts}>
          <dt><FormattedMessage id="adminOrders.waybill.number" /></dt>
          <dd className={styles.number}>
            <strong>{waybill.trackingNumber}</strong>
            {waybill.manual && <span className={styles.byHand}><FormattedMessage id="adminOrders.waybill.byHand" /></span>}
          </dd>
          {!waybill.manual && (
            <>
              <dt><FormattedMessage id="adminOrders.waybill.cod" /></dt>
              <dd><FormattedMessage id={`adminOrders.waybill.cod.${waybill.cashOnDelivery ?? 'unknown'}`} /></dd>
            </>
          )}
        </dl>
        {!waybill.manual && waybill.ref && (
          <button type="button" className={buttonStyles.secondary} disabled={label.isPending} aria-busy={label.isPending} onClick={() => label.mutate(card._id)}>
            <FormattedMessage id={label.isPending ? 'adminOrders.waybill.printing' : 'adminOrders.waybill.print'} />
          </button>
        )}
        {label.isError && <Failure intl={intl} error={label.error} />}
      </section>
    );
  }
  if (card.status !== 'CONFIRMED') return null;
  // Without the shop's Ukrposhta client id the server would refuse the waybill: say what to set up instead.
  const noUkrposhtaSender = card.delivery.carrier === 'ukrposhta' && ukrposhtaSender.data === false;
  return (
    <section className={styles.panel} aria-label={intl.formatMessage({ id: 'adminOrders.waybill.title' })}>
      {/* A warning, not a refusal: the ADMIN may know the name is right. */}
      {!looksLikeFullName(card.customer.name) && (
        <p className={styles.warning} role="note">
          <FormattedMessage id="adminOrders.waybill.recipientName" values={{ name: card.customer.name }} />
        </p>
      )}
      {noUkrposhtaSender ? (
        <p className={styles.hint}>
          <FormattedMessage
            id="adminOrders.waybill.noUkrposhtaSender"
            values={{ settings: <Link to={paths.adminSettings.getHref()}><FormattedMessage id="adminOrders.waybill.shippingSettingsLink" /></Link> }}
          />
        </p>
      ) : card.delivery.novaPoshta || card.delivery.novaPoshtaDoor || card.delivery.ukrposhta ? (
        <button type="button" className={buttonStyles.primary} disabled={create.isPending} aria-busy={create.isPending} onClick={() => create.mutate(card._id)}>
          <FormattedMessage id={create.isPending ? 'adminOrders.waybill.creating' : 'adminOrders.waybill.create'} />
        </button>
      ) : (
        <p className={styles.hint}><FormattedMessage id="adminOrders.waybill.typedPlace" /></p>
      )}
      {create.isError && <Failure intl={intl} error={create.error} />}
    </section>
  );
}
