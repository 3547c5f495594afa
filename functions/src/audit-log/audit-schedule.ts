// Nightly, the audit entries older than a year go (ADR 27). The work is imported when a run starts (ADR 17).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { config } from '../config';

export const auditLogCleanup = onSchedule({ region: config.region, schedule: '40 4 * * *', timeZone: 'Europe/Kyiv' }, async () => {
  const { removeExpiredEntries } = await import('./remove-expired-entries');
  await removeExpiredEntries();
});
