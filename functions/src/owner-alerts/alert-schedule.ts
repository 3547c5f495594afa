// Every five minutes: the alerts whose next try is due are tried again, and once quiet hours are
// over the alerts they held go out as one digest (ADR 20). The work is imported when a run starts (ADR 17).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { config } from '../config';
import { telegramSecrets } from '../telegram/telegram-config';

export const ownerAlertsSchedule = onSchedule(
  { region: config.region, secrets: telegramSecrets, schedule: 'every 5 minutes', timeZone: 'Europe/Kyiv' },
  async () => {
    const { runAlertSchedule } = await import('./run-alert-schedule');
    await runAlertSchedule();
  },
);
