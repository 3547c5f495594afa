// /admin/settings, "Сповіщення в Telegram": the linked chat, or a one-time code the owner sends to
// the shop's bot. The chat is learnt from the bot, never typed in; the screen asks every few
// seconds whether the code has arrived.
import { FormattedMessage, useIntl } from 'react-intl';
import type { AlertLinkCode, AlertSettingsView } from '@domain/owner-alerts';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/form-field.module.css';
import { useStartAlertLink, useUnlinkAlertChat } from '../api/alert-settings';
import styles from './shipping-settings.module.css';

const time = (intl: ReturnType<typeof useIntl>, ms: number) => intl.formatTime(ms, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Kyiv' });

function CodeToSend({ link }: { link: AlertLinkCode }) {
  const intl = useIntl();
  const command = `/start ${link.code}`;
  return (
    <div className={styles.saved} role="status">
      <p>
        <FormattedMessage id="adminSettings.alerts.sendCode" values={{ until: time(intl, link.expiresAtMs) }} />
      </p>
      <p className={styles.code}>
        <code>{command}</code>
      </p>
      {link.botLink && (
        <p>
          <a href={link.botLink} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="adminSettings.alerts.openBot" />
          </a>
        </p>
      )}
      <p className={styles.note}>
        <FormattedMessage id="adminSettings.alerts.waiting" />
      </p>
    </div>
  );
}

export function AlertLink({ view, onCode }: { view: AlertSettingsView; onCode: (waiting: boolean) => void }) {
  const intl = useIntl();
  const start = useStartAlertLink();
  const unlink = useUnlinkAlertChat();
  if (view.chat) {
    return (
      <div className={styles.form}>
        <p role="status">
          <FormattedMessage id="adminSettings.alerts.linked" values={{ chat: view.chat.title, date: intl.formatDate(view.chat.linkedAtMs, { dateStyle: 'medium', timeZone: 'Europe/Kyiv' }) }} />
        </p>
        <button type="button" className={buttonStyles.secondary} disabled={unlink.isPending} onClick={() => unlink.mutate(undefined, { onSuccess: () => onCode(false) })}>
          <FormattedMessage id="adminSettings.alerts.unlink" />
        </button>
      </div>
    );
  }
  // The code shows while the shop says one waits (the screen asks again every few seconds).
  const shown = start.data && view.pendingLinkUntilMs !== null ? start.data : null;
  return (
    <div className={styles.form}>
      <p>
        <FormattedMessage id="adminSettings.alerts.notLinked" />
      </p>
      {shown && <CodeToSend link={shown} />}
      {start.isError && (
        <p role="alert" className={fieldStyles.problem}>
          <FormattedMessage id="adminSettings.alerts.codeFailed" />
        </p>
      )}
      <button type="button" className={shown ? buttonStyles.secondary : buttonStyles.primary} disabled={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: () => onCode(true) })}>
        <FormattedMessage id={shown ? 'adminSettings.alerts.newCode' : 'adminSettings.alerts.link'} />
      </button>
    </div>
  );
}
