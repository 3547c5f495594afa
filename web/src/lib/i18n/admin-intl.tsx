// The ADMIN's texts on top of the shop's, for the admin pages and controls only: shoppers never
// download them (they were two fifths of the shop's catalogue).
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { AdminMessages } from '@/config/messages/admin-ua';
import type { AdminShippingMessages } from '@/config/messages/admin-shipping-ua';
import type { AdminPaymentsMessages } from '@/config/messages/admin-payments-ua';
import type { Language } from '@/types/language';
import { useLanguage } from './language-context';

type Provider = ComponentType<{ children: ReactNode }>;

function loadAdminMessages(language: Language): Promise<AdminMessages & AdminShippingMessages & AdminPaymentsMessages> {
  return language === 'en'
    ? Promise.all([import('@/config/messages/admin-en'), import('@/config/messages/admin-shipping-en'), import('@/config/messages/admin-payments-en')]).then(([m, s, p]) => ({ ...m.adminEn, ...s.adminShippingEn, ...p.adminPaymentsEn }))
    : Promise.all([import('@/config/messages/admin-ua'), import('@/config/messages/admin-shipping-ua'), import('@/config/messages/admin-payments-ua')]).then(([m, s, p]) => ({ ...m.adminUa, ...s.adminShippingUa, ...p.adminPaymentsUa }));
}

function adminMessagesProvider(language: Language): LazyExoticComponent<Provider> {
  return lazy(async () => {
    const admin = await loadAdminMessages(language);
    function AdminMessagesProvider({ children }: { children: ReactNode }) {
      const intl = useIntl();
      return (
        <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={{ ...intl.messages, ...admin }}>
          {children}
        </IntlProvider>
      );
    }
    return { default: AdminMessagesProvider };
  });
}

/** One provider per language, made once at start-up; its code waits for that language's admin texts. */
const PROVIDERS: Record<Language, LazyExoticComponent<Provider>> = {
  ua: adminMessagesProvider('ua'),
  en: adminMessagesProvider('en'),
};

/** Suspends until the admin texts are there; needs a Suspense boundary above it. */
export function AdminIntl({ children }: { children: ReactNode }) {
  const AdminMessagesProvider = PROVIDERS[useLanguage()];
  return <AdminMessagesProvider>{children}</AdminMessagesProvider>;
}
