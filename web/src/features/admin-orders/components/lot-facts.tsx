// The orders manager's view of dye lots: the lot(s) a reserved line took, and the customer's
// "same lot as my order №…" request, which reserving follows when that lot can fill the line.
import type { PresentedCardLine } from '@domain/api/orders';
import { FormattedMessage } from 'react-intl';
import { LotTakes } from '@/components/dye-lot/lot-notes';
import styles from './lot-facts.module.css';

export function LineLots({ line }: { line: PresentedCardLine }) {
  if (!line.lots?.length) return null;
  return (
    <div className={styles.lineLots}>
      <LotTakes takes={line.lots} />
    </div>
  );
}

/** A term and its description for the card's facts list; nothing when the customer asked nothing. */
export function SameLotRequest({ number }: { number: number | null | undefined }) {
  if (!number) return null;
  return (
    <>
      <dt>
        <FormattedMessage id="adminOrders.sameLotAsOrder" />
      </dt>
      <dd>
        <strong>
          <FormattedMessage id="adminOrders.sameLotAsOrderValue" values={{ number }} />
        </strong>
      </dd>
    </>
  );
}
