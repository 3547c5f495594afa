// /admin/settings, "Сповіщення в Telegram" (docs/product.md): the chat, the choices, and the
// alerts that could not be delivered ("chat not found", Telegram not answering), newest first.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AlertProblem } from '@domain/owner-alerts';
import { useText } from '@/hooks/use-text';
import { useAlertSettings } from '../api/alert-settings';
import { AlertLink } from './alert-link';
import { AlertSettingsForm } from './alert-settings-form';
import { SettingsLoadState } from './settings-load-state';
import styles from './shipping-settings.module.css';

function Problems({ problems }: { problems: AlertProblem[] }) {
  const intl = useIntl();
  const t = useText();
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby="alert-problems-title" className={styles.problems}>
      <h3 id="alert-problems-title">
        <FormattedMessage id="adminSettings.alerts.problems" />
      </h3>
      <ul>
        {problems.map((problem) => (
          <li key={problem.alertId}>
            <FormattedMessage
              id="adminSettings.alerts.problem"
              values={{
                when: intl.formatDate(problem.atMs, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Kyiv' }),
                event: t(`adminSettings.alerts.event.${problem.event}`),
                error: problem.error,
                state: t(`adminSettings.alerts.state.${problem.state}`),
                attempts: problem.attempts,
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AlertSettingsSection() {
  const [waitingForLink, setWaitingForLink] = useState(false);
  const saved = useAlertSettings(waitingForLink);
  return (
    <section aria-labelledby="alert-settings-title" className={styles.section}>
      <h2 id="alert-settings-title">
        <FormattedMessage id="adminSettings.alerts.title" />
      </h2>
      <p>
        <FormattedMessage id="adminSettings.alerts.intro" />
      </p>
      <SettingsLoadState read={saved} loadingId="adminSettings.alerts.loading" failedId="adminSettings.alerts.loadFailed">
        {() =>
          saved.data && (
            <>
              <AlertLink view={saved.data} onCode={setWaitingForLink} />
              <Problems problems={saved.data.problems} />
              <AlertSettingsForm initial={saved.data.settings} />
            </>
          )
        }
      </SettingsLoadState>
    </section>
  );
}
