import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { CheckField } from '@/components/ui/check-field';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useCallbackRequests, useMarkCallbackDone } from '../api/callback-requests';
import { apiErrorText } from '@/lib/error-text';
import { ADMIN_ORDER_ERRORS } from '../utils/error-text';
import styles from './admin-orders.module.css';
import callbackStyles from './callback-requests.module.css';
import { PhoneLink } from '@/components/ui/phone-link';
import { displayPhone } from '@domain/phone';

/** Shoppers who asked to be called back, newest first, a page at a time; the ADMIN marks each one done. */
export function CallbackRequests() {
  const intl = useIntl();
  const [onlyOpen, setOnlyOpen] = useState(true);
  const requests = useCallbackRequests(onlyOpen);
  const markDone = useMarkCallbackDone();
  const loaded = requests.data?.pages.flatMap((page) => page.requests);
  return (
    <div className={styles.listPanel}>
      <CheckField label={intl.formatMessage({ id: 'adminOrders.onlyOpenCallbacks' })} checked={onlyOpen} onChange={setOnlyOpen} />
      {markDone.isError && (
        <p role="alert" className={styles.error}>
          {apiErrorText(intl, markDone.error, ADMIN_ORDER_ERRORS)}
        </p>
      )}
      {requests.isPending && <Spinner />}
      {requests.isError && (
        <p role="alert" className={styles.error}>
          {apiErrorText(intl, requests.error, ADMIN_ORDER_ERRORS)}
        </p>
      )}
      {loaded?.length === 0 && (
        <p>
          <FormattedMessage id="adminOrders.noCallbacks" />
        </p>
      )}
      {loaded && loaded.length > 0 && (
        <ul className={callbackStyles.callbacks} aria-label={intl.formatMessage({ id: 'adminOrders.callbacksTab' })}>
          {loaded.map((request) => (
            <li key={request._id} className={callbackStyles.callback}>
              <span>{request.clientName || intl.formatMessage({ id: 'adminOrders.noName' })}</span>
              <PhoneLink phone={request.clientPhone} />
              <span className={styles.muted}>
                {request.createdAt && <FormattedDate value={request.createdAt} dateStyle="short" timeStyle="short" />}
              </span>
              {request.done ? (
                <span className={styles.muted}>
                  <FormattedMessage id="adminOrders.callbackDone" />
                </span>
              ) : (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={markDone.isPending}
                  aria-label={intl.formatMessage({ id: 'adminOrders.markDoneLabel' }, { phone: displayPhone(request.clientPhone) })}
                  onClick={() => markDone.mutate(request._id)}
                >
                  <FormattedMessage id="adminOrders.markDone" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {requests.hasNextPage && (
        <button type="button" className={buttonStyles.secondary} disabled={requests.isFetchingNextPage} onClick={() => void requests.fetchNextPage()}>
          <FormattedMessage id="adminOrders.more" />
        </button>
      )}
    </div>
  );
}
