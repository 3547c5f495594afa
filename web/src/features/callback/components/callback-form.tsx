import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { callbackRequestProblem, sanitizeCallbackName, type CallbackProblem } from '@domain/callback';
import buttonStyles from '@/components/ui/button.module.css';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import type { ErrorTextPolicy } from '@/lib/error-text';
import { useSendCallbackRequest } from '../api/send-callback-request';
import styles from './callback-form.module.css';

// 'enterPhone' is a kept key (docs/product.md, "Messages"); the other two problems are ours.
const PROBLEM_MESSAGES: Record<CallbackProblem, 'enterPhone' | 'callbackInvalidName' | 'callbackInvalidPhone'> = {
  enterPhone: 'enterPhone',
  invalidName: 'callbackInvalidName',
  invalidPhone: 'callbackInvalidPhone',
};

// 'errorSorryReoload' is a kept key too; the server's own words are not shown here.
const CALLBACK_ERRORS: ErrorTextPolicy = { fallback: 'errorSorryReoload', serverMessage: false };

/** Name and phone (docs/product.md, "Callback requests"): the shop calls the shopper back. */
export function CallbackForm() {
  const intl = useIntl();
  const errorText = useApiErrorText(CALLBACK_ERRORS);
  const [clientName, setClientName] = useState('');
  const [clientPhone, setClientPhone] = useState('');
  const [problem, setProblem] = useState<CallbackProblem | null>(null);
  const send = useSendCallbackRequest();
  const successRef = useRef<HTMLParagraphElement>(null);
  // The submit button is gone once the request is sent; the focus moves to the answer.
  useEffect(() => {
    if (send.isSuccess) successRef.current?.focus();
  }, [send.isSuccess]);

  if (send.isSuccess) {
    return (
      <p ref={successRef} className={styles.success} role="status" tabIndex={-1}>
        <FormattedMessage id="weWillCallYouBack" />
      </p>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = callbackRequestProblem({ clientName, clientPhone });
    setProblem(found);
    if (!found) send.mutate({ clientName: clientName.trim(), clientPhone: clientPhone.trim() });
  };

  const problemText = problem ? intl.formatMessage({ id: PROBLEM_MESSAGES[problem] }) : null;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>
        <FormattedMessage id="callbackIntro" />
      </p>
      <TextField
        label={intl.formatMessage({ id: 'callbackName' })}
        name="clientName"
        autoComplete="given-name"
        value={clientName}
        error={problem === 'invalidName' ? problemText : null}
        errorRole="alert"
        onValue={(value) => setClientName(sanitizeCallbackName(value))}
      />
      <PhoneField
        label={intl.formatMessage({ id: 'callbackPhone' })}
        name="clientPhone"
        required
        value={clientPhone}
        error={problem && problem !== 'invalidName' ? problemText : null}
        errorRole="alert"
        onValue={setClientPhone}
      />
      {send.isError && (
        <p className={styles.danger} role="alert">
          {errorText(send.error)}
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={send.isPending}>
        {intl.formatMessage({ id: send.isPending ? 'callbackSending' : 'callbackSubmit' })}
      </button>
    </form>
  );
}
