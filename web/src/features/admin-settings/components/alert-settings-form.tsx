// /admin/settings, the alerts' choices: which events reach the owner, quiet hours (Kyiv time) whose
// alerts wait for the morning digest, and the stock below which a good or a dye lot is low.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ALERT_EVENTS, AlertSettingsSchema, type AlertSettings } from '@domain/owner-alerts';
import buttonStyles from '@/components/ui/button.module.css';
import { CheckField } from '@/components/ui/check-field';
import { FieldGroup } from '@/components/ui/field-group';
import fieldStyles from '@/components/ui/form-field.module.css';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import { useSaveAlertSettings } from '../api/alert-settings';
import styles from './shipping-settings.module.css';

export function AlertSettingsForm({ initial }: { initial: AlertSettings }) {
  const intl = useIntl();
  const t = useText();
  const [values, setValues] = useState(initial);
  const [threshold, setThreshold] = useState(String(initial.lowStockBelow));
  const save = useSaveAlertSettings();
  const candidate = { ...values, lowStockBelow: Number(threshold) };
  const invalid = !AlertSettingsSchema.safeParse(candidate).success;
  const change = (patch: Partial<AlertSettings>) => {
    save.reset();
    setValues((old) => ({ ...old, ...patch }));
  };
  const quiet = (patch: Partial<AlertSettings['quietHours']>) => change({ quietHours: { ...values.quietHours, ...patch } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || save.isPending) return;
    save.mutate(candidate);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'adminSettings.alerts.formTitle' })}>
      <FieldGroup legendId="adminSettings.alerts.events">
        {ALERT_EVENTS.map((event) => (
          <CheckField key={event} className={styles.choice} label={t(`adminSettings.alerts.event.${event}`)} checked={values.events[event]} onChange={(on) => change({ events: { ...values.events, [event]: on } })} />
        ))}
      </FieldGroup>
      <FieldGroup legendId="adminSettings.alerts.quiet">
        <CheckField className={styles.choice} label={t('adminSettings.alerts.quietOn')} checked={values.quietHours.enabled} onChange={(enabled) => quiet({ enabled })} />
        <div className={styles.row}>
          <TextField type="time" label={t('adminSettings.alerts.quietFrom')} value={values.quietHours.from} disabled={!values.quietHours.enabled} onValue={(from) => quiet({ from })} />
          <TextField type="time" label={t('adminSettings.alerts.quietUntil')} value={values.quietHours.until} disabled={!values.quietHours.enabled} onValue={(until) => quiet({ until })} />
        </div>
        <p className={styles.hint}>
          <FormattedMessage id="adminSettings.alerts.quietHint" />
        </p>
      </FieldGroup>
      <TextField
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        label={t('adminSettings.alerts.lowStockBelow')}
        hint={t('adminSettings.alerts.lowStockHint')}
        value={threshold}
        onValue={(value) => {
          save.reset();
          setThreshold(value);
        }}
      />
      {invalid && (
        <p role="alert" className={fieldStyles.problem}>
          <FormattedMessage id="adminSettings.alerts.invalid" />
        </p>
      )}
      {save.isError && (
        <p role="alert" className={fieldStyles.problem}>
          <FormattedMessage id="adminSettings.alerts.saveFailed" />
        </p>
      )}
      {save.isSuccess && (
        <p role="status" className={styles.saved}>
          <FormattedMessage id="adminSettings.alerts.saved" />
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={save.isPending || invalid}>
        <FormattedMessage id="adminSettings.alerts.save" />
      </button>
    </form>
  );
}
