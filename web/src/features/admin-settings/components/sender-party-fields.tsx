// The shop's sender (counterparty) and contact person at Nova Poshta, chosen from the carrier's
// own lists so that no ref is ever typed. Choosing a contact fills the name and phone it has.
import { FormattedMessage } from 'react-intl';
import { SelectField } from '@/components/ui/select-field';
import { useText } from '@/hooks/use-text';
import { useNpSenders, type NpContactOption } from '../api/shipping-settings';
import type { SettingsFormValues, SettingsProblems } from '../utils/settings-form-values';
import { RetryLine } from '@/components/ui/retry-line';
import styles from './shipping-settings.module.css';

type PartyPatch = Partial<Pick<SettingsFormValues, 'counterpartyRef' | 'contactRef' | 'contactName' | 'contactPhone'>>;

interface SenderPartyFieldsProps {
  values: SettingsFormValues;
  problems: SettingsProblems;
  onChange: (patch: PartyPatch) => void;
}

const PHONE = /^380\d{9}$/;

/** A saved ref the carrier no longer lists stays visible, so the select never silently changes it. */
function withSaved(options: { ref: string; name: string }[], saved: string) {
  return saved && !options.some((option) => option.ref === saved) ? [...options, { ref: saved, name: saved }] : options;
}

export function SenderPartyFields({ values, problems, onChange }: SenderPartyFieldsProps) {
  const text = useText();
  const senders = useNpSenders();
  const choose = text('adminSettings.choose');

  if (senders.isPending) {
    return (
      <p role="status" className={styles.note}>
        <FormattedMessage id="adminSettings.sendersLoading" />
      </p>
    );
  }
  if (senders.isError) {
    return <RetryLine messageId="adminSettings.sendersFailed" retryId="adminSettings.retry" onRetry={() => void senders.refetch()} className={styles.note} />;
  }
  if (senders.data.length === 0) {
    return (
      <p role="status" className={styles.note}>
        <FormattedMessage id="adminSettings.sendersEmpty" />
      </p>
    );
  }

  const sender = senders.data.find((s) => s.ref === values.counterpartyRef);
  const contacts: NpContactOption[] = sender?.contacts ?? [];
  const chooseContact = (ref: string) => {
    const contact = contacts.find((c) => c.ref === ref);
    onChange({
      contactRef: ref,
      ...(contact ? { contactName: contact.name } : {}),
      ...(contact && PHONE.test(contact.phone) ? { contactPhone: contact.phone } : {}),
    });
  };

  return (
    <>
      <SelectField
        label={text('adminSettings.sender')}
        value={values.counterpartyRef}
        error={text(problems.counterpartyRef)}
        onValue={(counterpartyRef) => onChange({ counterpartyRef, contactRef: '' })}
      >
        <option value="">{choose}</option>
        {withSaved(senders.data, values.counterpartyRef).map((s) => (
          <option key={s.ref} value={s.ref}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={text('adminSettings.contact')} value={values.contactRef} error={text(problems.contactRef)} onValue={chooseContact} disabled={!values.counterpartyRef}>
        <option value="">{choose}</option>
        {withSaved(contacts, values.contactRef).map((c) => (
          <option key={c.ref} value={c.ref}>
            {'phone' in c && c.phone ? `${c.name}, ${c.phone}` : c.name}
          </option>
        ))}
      </SelectField>
      {sender && contacts.length === 0 && (
        <p role="status" className={styles.note}>
          <FormattedMessage id="adminSettings.noContacts" />
        </p>
      )}
    </>
  );
}
