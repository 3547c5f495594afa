// Every night the bin drops what has waited there 30 days (functions/src/bin/empty-bin.ts). The
// work is imported when a run starts (ADR 17).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { config } from '../config';

export const emptyBinNightly = onSchedule({ region: config.region, schedule: '20 4 * * *', timeZone: 'Europe/Kyiv' }, async () => {
  const { emptyExpiredBin } = await import('../bin/empty-bin');
  await emptyExpiredBin();
});
