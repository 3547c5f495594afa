// The scheduled refreshes of Nova Poshta's directory: branches every night, settlements (and
// then their branches) on the first of the month, at hours when nobody orders.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { carrierConfigs, carrierSecrets } from '../carriers/carrier-config';
import { config } from '../config';
import { refreshNpBranches, refreshNpSettlements } from './np-directory-refresh';

// The region is named here: these exports are evaluated before index.ts sets the global options.
const options = { region: config.region, timeZone: 'Europe/Kyiv', secrets: carrierSecrets, timeoutSeconds: 540, memory: '1GiB' as const, retryCount: 2 };

export const refreshNpBranchesDaily = onSchedule({ ...options, schedule: '30 3 * * *' }, async () => {
  await refreshNpBranches(carrierConfigs().novaPoshta);
});

export const refreshNpSettlementsMonthly = onSchedule({ ...options, schedule: '0 4 1 * *' }, async () => {
  const np = carrierConfigs().novaPoshta;
  await refreshNpSettlements(np);
  await refreshNpBranches(np);
});
