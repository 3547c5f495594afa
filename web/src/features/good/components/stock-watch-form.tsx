import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isEmailAddress } from '@domain/email-address';
import { STOCK_WATCH_MAX_SKEINS } from '@domain/stock-watch';
import buttonStyles from '@/components/ui/button.module.css';
import { TextField } from '@/components/ui/text-field';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import type { ErrorTextPolicy } from '@/lib/error-text';
import { useSessionStore } from '@/stores/session-store';
import { useWatchStock } from '../api/watch-stock';
import styles from './stock-watch-form.module.css';

const WATCH_ERRORS: ErrorTextPolicy = { fallback: 'stockWatchFailed', known: { STOCK_WATCH_EMAIL_INVALID: 'stockWatchInvalidEmail' } };
const DEFAULT_SKEINS = 10;

interface StockWatchFormProps {
  goodId: string;
  /** The lot form: one dye lot of at least N skeins, for a yarn line's colour. */
  lot?: boolean;
}

/**
 * "Tell me when it is back", or the lot form. A guest types her email and confirms it by the
 * mailed link; a signed-in shopper's account address is used.
 */
function StockWatchForm({ goodId, lot = false }: StockWatchFormProps) {
  const intl = useIntl();
  const errorText = useApiErrorText(WATCH_ERRORS);
  const accountEmail = useSessionStore((state) => (state.status === 'signedIn' ? (state.user?.email ?? null) : null));
  const [email, setEmail] = useState('');
  const [skeins, setSkeins] = useState(String(DEFAULT_SKEINS));
  const [emailInvalid, setEmailInvalid] = useState(false);
  const watch = useWatchStock();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const skeinsId = useId();
  useEffect(() => {
    if (watch.isSuccess) doneRef.current?.focus();
  }, [watch.isSuccess]);

  if (watch.isSuccess) {
    return (
      <p ref={doneRef} className={styles.done} role="status" tabIndex={-1}>
        <FormattedMessage id={watch.data.confirmationNeeded ? 'stockWatchCheckMail' : 'stockWatchWaiting'} />
      </p>
    );
  }

  const minSkeins = Math.min(STOCK_WATCH_MAX_SKEINS, Math.max(1, Math.round(Number(skeins) || DEFAULT_SKEINS)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = !accountEmail && !isEmailAddress(email);
    setEmailInvalid(invalid);
    if (invalid) return;
    watch.mutate({ goodId, ...(accountEmail ? {} : { email: email.trim() }), ...(lot ? { minSkeins } : {}) });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: lot ? 'stockWatchLot' : 'stockWatchBack' })}>
      {lot && (
        <div className={styles.skeins}>
          <label htmlFor={skeinsId}>
            <FormattedMessage id="stockWatchSkeins" />
          </label>
          <input
            id={skeinsId}
            className={styles.number}
            type="number"
            inputMode="numeric"
            min={1}
            max={STOCK_WATCH_MAX_SKEINS}
            value={skeins}
            onChange={(event) => setSkeins(event.target.value)}
          />
        </div>
      )}
      {accountEmail ? (
        <p className={styles.account}>
          <FormattedMessage id="stockWatchAccount" values={{ email: accountEmail }} />
        </p>
      ) : (
        <TextField
          label={intl.formatMessage({ id: 'stockWatchEmail' })}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          error={emailInvalid ? intl.formatMessage({ id: 'stockWatchInvalidEmail' }) : null}
          errorRole="alert"
          onValue={setEmail}
        />
      )}
      {watch.isError && (
        <p className={styles.danger} role="alert">
          {errorText(watch.error)}
        </p>
      )}
      <button type="submit" className={buttonStyles.secondary} disabled={watch.isPending}>
        {intl.formatMessage({ id: watch.isPending ? 'stockWatchSending' : 'stockWatchSubmit' })}
      </button>
    </form>
  );
}

/** The forms a good's page offers: "when it is back" while sold out; the lot form on any colour of a line. */
export function StockWatchSection({ goodId, soldOut, yarnColour }: { goodId: string; soldOut: boolean; yarnColour: boolean }) {
  if (!soldOut && !yarnColour) return null;
  return (
    <section className={styles.section}>
      {soldOut && (
        <>
          <h2 className={styles.heading}>
            <FormattedMessage id="stockWatchBack" />
          </h2>
          <StockWatchForm key="back" goodId={goodId} />
        </>
      )}
      {yarnColour && (
        <details className={styles.lot}>
          <summary>
            <FormattedMessage id="stockWatchLot" />
          </summary>
          <StockWatchForm key="lot" goodId={goodId} lot />
        </details>
      )}
    </section>
  );
}
