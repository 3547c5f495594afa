// The scheduled refreshes of Nova Poshta's directory: branches every night, settlements (and
// then their branches) on the first of the month, at hours when nobody orders.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { carrierConfigs, carrierSecrets } from '../carriers/carrier-config';
import { config } from '../config';

// The refresh is imported when a run starts: every instance loads this definition (ADR 17).
// The region is named here: these exports are evaluated before index.ts sets the global options.
const options = { region: config.region, timeZone: 'Europe/Kyiv', secrets: carrierSecrets, timeoutSeconds: 540, memory: '1GiB' as const, retryCount: 2 };

export const refreshNpBranchesDaily = onSchedule({ ...options, schedule: '30 3 * * *' }, async () => {
  const { refreshNpBranches } = await import('./np-directory-refresh');
  await refreshNpBranches(carrierConfigs().novaPoshta);
});

export const refreshNpSettlementsMonthly = onSchedule({ ...options, schedule: '0 4 1 * *' }, async () => {
  const { refreshNpBranches, refreshNpSettlements } = await import('./np-directory-refresh');
  const np = carrierConfigs().novaPoshta;
  await refreshNpSettlements(np);
  await refreshNpBranches(np);
});
