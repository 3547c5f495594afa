import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { adminEn } from '@/config/messages/admin-en';
import { adminUa } from '@/config/messages/admin-ua';
import { adminShippingEn } from '@/config/messages/admin-shipping-en';
import { adminShippingUa } from '@/config/messages/admin-shipping-ua';
import { adminPaymentsEn } from '@/config/messages/admin-payments-en';
import { adminPaymentsUa } from '@/config/messages/admin-payments-ua';
import { en } from '@/config/messages/en';
import { ua } from '@/config/messages/ua';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { Language } from '@/types/language';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  route?: string;
  /** False when `ui` brings its own router. */
  withRouter?: boolean;
}

/** Renders `ui` with the app's providers: a fresh query cache (no retries), intl and a router. */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'ua', route = '/', withRouter = true, ...options }: ProviderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider language={language} messages={language === 'en' ? { ...en, ...adminEn, ...adminShippingEn, ...adminPaymentsEn } : { ...ua, ...adminUa, ...adminShippingUa, ...adminPaymentsUa }}>
        {withRouter ? <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter> : children}
      </I18nProvider>
    </QueryClientProvider>
  );
  return { user: userEvent.setup(), queryClient, ...render(ui, { wrapper, ...options }) };
}
