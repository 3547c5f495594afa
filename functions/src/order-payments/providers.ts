// The payment providers and the fiscal register, made once per instance (the monobank adapter
// keeps its webhook key) and only when a card payment first needs them, so that an instance that
// never sees one never loads them.
import type { PaymentProviderName, PaymentProvider } from '../payments/payment-types';
import { paymentConfigs } from '../payments/payment-config';
import { createPaymentProviders } from '../payments/payment-providers';
import { checkboxConfig } from '../fiscal/checkbox-config';
import { createCheckboxRegister } from '../fiscal/checkbox-register';
import type { FiscalRegister } from '../fiscal/fiscal-types';

let providers: Record<PaymentProviderName, PaymentProvider> | null = null;
let register: FiscalRegister | null = null;

export function paymentProvider(name: PaymentProviderName): PaymentProvider {
  providers ??= createPaymentProviders(paymentConfigs());
  return providers[name];
}

export function fiscalRegister(): FiscalRegister {
  register ??= createCheckboxRegister(checkboxConfig());
  return register;
}
