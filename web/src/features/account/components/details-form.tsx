// The customer's real name (checkout's recipient) and phone, by the shop's one phone rule.
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { isValidName } from '@domain/checkout';
import { displayPhone, isValidPhone } from '@domain/phone';
import { looksLikeFullName } from '@domain/recipient-name';
import buttonStyles from '@/components/ui/button.module.css';
import { FieldGroup } from '@/components/ui/field-group';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import type { SessionUser } from '@/stores/session-store';
import { saveProfile } from '../api/profile-calls';
import { useCall } from '../hooks/use-call';
import { CallNote } from './call-note';
import styles from './profile-page.module.css';

/** Message keys of the details' problems; an empty name is allowed and clears it. */
function detailsProblems(realName: string, phone: string): { realName?: string; phone?: string } {
  const name = realName.trim();
  return {
    ...(name !== '' && !(isValidName(name) && looksLikeFullName(name)) ? { realName: 'account.realNameInvalid' } : {}),
    ...(!isValidPhone(phone) ? { phone: 'auth.problem.phoneDigits' } : {}),
  };
}

export function DetailsForm({ user }: { user: SessionUser }) {
  const text = useText();
  const [realName, setRealName] = useState(user.realName ?? '');
  const [phone, setPhone] = useState(user.phone ? displayPhone(user.phone) : '');
  const [checked, setChecked] = useState(false);
  const call = useCall(saveProfile);
  const problems = checked ? detailsProblems(realName, phone) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(detailsProblems(realName, phone)).length > 0 || call.sending) return;
    call.run(realName, phone);
  };
  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    call.reset();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FieldGroup legendId="account.details">
        <TextField label={text('account.realName')} hint={text('account.realNameHint')} value={realName} onValue={edit(setRealName)} error={text(problems.realName)} autoComplete="name" name="realName" />
        <PhoneField label={text('auth.phone')} value={phone} onValue={edit(setPhone)} error={text(problems.phone)} name="phone" required requiredMark />
      </FieldGroup>
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.primary} disabled={call.sending} aria-busy={call.sending || undefined}>
          <FormattedMessage id={call.sending ? 'auth.submitting' : 'account.saveDetails'} />
        </button>
        <CallNote status={call.status} done={<FormattedMessage id="account.detailsSaved" />} />
      </div>
    </form>
  );
}
