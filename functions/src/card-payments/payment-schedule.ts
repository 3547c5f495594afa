// The payments' schedules: the checks every 15 minutes, and the cashier's shift closed every night
// with its Z report (a shift may last 24 h at most; the next receipt opens a new one).
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { config } from '../config';
import { fiscalSecrets } from '../fiscal/checkbox-config';
import { paymentSecrets } from '../payments/payment-config';

// The checks and the register are imported when a run starts: every instance loads this definition (ADR 17).
// The region is named here: these exports are evaluated before index.ts sets the global options.
const options = { region: config.region, timeZone: 'Europe/Kyiv', secrets: [...paymentSecrets, ...fiscalSecrets], timeoutSeconds: 300, retryCount: 1 };

export const checkCardPayments = onSchedule({ ...options, schedule: 'every 15 minutes' }, async () => {
  const { runPaymentChecks } = await import('../order-payments/payment-checks');
  await runPaymentChecks();
});

export const closeFiscalShiftNightly = onSchedule({ ...options, schedule: '50 23 * * *' }, async () => {
  const { fiscalRegister } = await import('../order-payments/providers');
  const register = fiscalRegister();
  if (!(await register.currentShift())?.open) return;
  const closed = await register.closeShift();
  logger.info('The cashier shift is closed with its Z report', { shiftId: closed.shiftId, zReportId: closed.zReportId });
});
