// The sender settings form: where parcels leave from, who sends them, how cash on delivery comes
// back, and the usual box. Checked here by the server's rules before anything is sent.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/form-field.module.css';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import type { ErrorTextPolicy } from '@/lib/error-text';
import { CASH_ON_DELIVERY_FORMS } from '@domain/shipping';
import { useSaveShippingSettings } from '../api/shipping-settings';
import { BOX_SIDES, settingsProblems, valuesToSettings, type SettingsFormValues } from '../utils/settings-form-values';
import { SenderPartyFields } from './sender-party-fields';
import { SenderPlaceFields } from './sender-place-fields';
import { FieldGroup } from '@/components/ui/field-group';
import styles from './shipping-settings.module.css';

const SAVE_ERRORS: ErrorTextPolicy = {
  fallback: 'adminSettings.error.unknown',
  known: { NP_SETTLEMENT_UNKNOWN: 'adminSettings.error.NP_SETTLEMENT_UNKNOWN', NP_BRANCH_UNKNOWN: 'adminSettings.error.NP_BRANCH_UNKNOWN' },
  serverMessage: false,
};

export function ShippingSettingsForm({ initial }: { initial: SettingsFormValues }) {
  const intl = useIntl();
  const id = useId();
  const t = useText();
  const errorText = useApiErrorText(SAVE_ERRORS);
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveShippingSettings();
  const problems = submitted ? settingsProblems(values) : {};
  const change = (patch: Partial<SettingsFormValues>) => {
    save.reset();
    setValues((old) => ({ ...old, ...patch }));
  };
  const text = (key: 'contactName' | 'contactPhone' | 'ukrposhtaSenderUuid' | (typeof BOX_SIDES)[number], extra: { inputMode?: 'numeric' | 'tel'; autoComplete?: string } = {}) => (
    <TextField label={t(`adminSettings.${key === 'ukrposhtaSenderUuid' ? 'ukrposhtaUuid' : key}`)} value={values[key]} error={t(problems[key])} onValue={(value) => change({ [key]: value })} {...extra} />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(settingsProblems(values)).length > 0 || save.isPending) return;
    save.mutate(valuesToSettings(values));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'adminSettings.title' })}>
      <FieldGroup legendId="adminSettings.place">
        <SenderPlaceFields values={values} problems={problems} onChange={change} />
      </FieldGroup>
      <FieldGroup legendId="adminSettings.party">
        <SenderPartyFields values={values} problems={problems} onChange={change} />
        {text('contactName', { autoComplete: 'name' })}
        {text('contactPhone', { inputMode: 'tel', autoComplete: 'tel' })}
      </FieldGroup>
      <FieldGroup legendId="adminSettings.cod">
        {CASH_ON_DELIVERY_FORMS.map((form) => (
          <label key={form} className={styles.choice}>
            <input
              type="radio"
              name="cashOnDelivery"
              value={form}
              checked={values.cashOnDelivery === form}
              onChange={() => change({ cashOnDelivery: form })}
              aria-labelledby={`${id}-${form}`}
              aria-describedby={`${id}-${form}-hint`}
            />
            <span>
              <strong id={`${id}-${form}`}>
                <FormattedMessage id={`adminSettings.cod.${form}`} />
              </strong>
              <span id={`${id}-${form}-hint`} className={styles.hint}>
                <FormattedMessage id={`adminSettings.cod.${form}Hint`} />
              </span>
            </span>
          </label>
        ))}
      </FieldGroup>
      <FieldGroup legendId="adminSettings.box">
        <div className={styles.row}>{BOX_SIDES.map((side) => <div key={side}>{text(side, { inputMode: 'numeric' })}</div>)}</div>
      </FieldGroup>
      {text('ukrposhtaSenderUuid')}
      {submitted && Object.keys(problems).length > 0 && (
        <p role="alert" className={fieldStyles.problem}>
          <FormattedMessage id="adminSettings.error.fixFields" />
        </p>
      )}
      {save.isError && (
        <p role="alert" className={fieldStyles.problem}>
          {errorText(save.error)}
        </p>
      )}
      {save.isSuccess && (
        <p role="status" className={styles.saved}>
          <FormattedMessage id="adminSettings.saved" />
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
        <FormattedMessage id="adminSettings.save" />
      </button>
    </form>
  );
}
