// Runs once before the emulator tests: checks the emulators are there and seeds the catalogue
// the browser and API tests read. Rules tests use a project id of their own, so clearing
// their data never touches this seed.
import { useEmulatorsInThisProcess } from '../../scripts/emulators/emulator-hosts.ts';
import { ensureCarrierStandIn, fillNpDirectoryIfEmpty } from '../../scripts/emulators/carrier-stand-in.ts';
import { ensurePaymentStandIn } from '../../scripts/emulators/payment-stand-in.ts';
import { ensureTelegramStandIn } from '../../scripts/emulators/telegram-stand-in.ts';
import { requireEmulators } from './emulators.ts';

export default async function setup(): Promise<() => Promise<void>> {
  requireEmulators();
  useEmulatorsInThisProcess();
  // The functions reach Nova Poshta and Ukrposhta here (CARRIER_STAND_IN_URL); it runs in this
  // process, so tests steer it over HTTP (POST /__stand-in/fail).
  const standIn = await ensureCarrierStandIn();
  // The same for monobank, LiqPay and Checkbox (PAYMENT_STAND_IN_URL): POST /__stand-in/… steers it.
  const paymentStandIn = await ensurePaymentStandIn();
  // ... and for the owner's alerts (TELEGRAM_STAND_IN_URL).
  const telegramStandIn = await ensureTelegramStandIn();
  const { seed } = await import('../../scripts/seed/seed.ts');
  const started = Date.now();
  await seed({ log: () => {} });
  await fillNpDirectoryIfEmpty(() => {});
  console.log(`Seeded the catalogue and the carrier directory for the emulator tests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    await Promise.all([standIn.stop(), paymentStandIn.stop(), telegramStandIn.stop()]);
  };
}
