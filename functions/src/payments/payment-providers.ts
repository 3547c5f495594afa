// The providers by name, for the routes on top. Make them once per instance and keep them: the
// monobank adapter caches its webhook key.
import { createLiqpayProvider } from './liqpay-provider';
import { createMonobankProvider } from './monobank-provider';
import type { PaymentConfigs } from './payment-config';
import type { PaymentProvider, PaymentProviderName } from './payment-types';

export function createPaymentProviders(configs: PaymentConfigs): Record<PaymentProviderName, PaymentProvider> {
  return { monobank: createMonobankProvider(configs.monobank), liqpay: createLiqpayProvider(configs.liqpay) };
}
