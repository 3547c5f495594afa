// A shipped parcel's latest status as the tracking run last saw it: the shop's word for where it
// is, the carrier's own text (Ukrainian, as the carrier writes it) and the carrier's date. Shared
// by the customer's order view and the orders manager, which adds its attention flag as children.
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { CardParcelStatus } from '@domain/shipping';
import styles from './parcel-status.module.css';

/** The carrier writes "25.11.2026 14:10:00"; the seconds say nothing to a person. */
const withoutSeconds = (date: string) => date.replace(/(\d{1,2}:\d{2}):\d{2}$/, '$1');

export function ParcelStatus({ parcel, children }: { parcel?: CardParcelStatus | null; children?: ReactNode }) {
  if (!parcel) return null;
  const when = parcel.date ? (
    <FormattedMessage id="parcel.carrierDate" values={{ date: withoutSeconds(parcel.date) }} />
  ) : parcel.checkedAt ? (
    <FormattedMessage id="parcel.checkedAt" values={{ date: <FormattedDate key="checked" value={parcel.checkedAt} dateStyle="short" timeStyle="short" /> }} />
  ) : null;
  return (
    <div className={styles.parcel} data-phase={parcel.phase}>
      <p className={styles.line}>
        <FormattedMessage id="parcel.status" values={{ phase: <strong key="phase"><FormattedMessage id={`parcel.phase.${parcel.phase}`} /></strong> }} />
        {parcel.statusText && (
          <>
            {' · '}
            <q lang="uk">{parcel.statusText}</q>
          </>
        )}
        {when && (
          <>
            {' · '}
            {when}
          </>
        )}
      </p>
      {children}
    </div>
  );
}
