// The scheduled tracking run (docs/carriers-integration.md, "Tracking", says why this often):
// every two hours while branches are open, Kyiv time.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { carrierConfigs, carrierSecrets } from '../carriers/carrier-config';
import { config } from '../config';

// The run is imported when it starts: every instance loads this definition (ADR 17).
// No retries: a failed batch is simply asked again by the next run, two hours later.
export const trackNpParcels = onSchedule(
  { region: config.region, timeZone: 'Europe/Kyiv', secrets: carrierSecrets, timeoutSeconds: 540, schedule: '20 8-22/2 * * *', retryCount: 0 },
  async () => {
    const { runTracking } = await import('./tracking-run');
    await runTracking(carrierConfigs().novaPoshta);
  },
);
