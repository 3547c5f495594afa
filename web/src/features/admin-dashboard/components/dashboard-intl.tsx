// The dashboard's own texts over the admin ones: they come with the dashboard's chunk, so no other
// page (and no shopper) downloads them, and the shared admin catalogues stay as they are.
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { adminDashboardEn } from '@/config/messages/admin-dashboard-en';
import { adminDashboardUa } from '@/config/messages/admin-dashboard-ua';
import { useLanguage } from '@/lib/i18n/language-context';

export function DashboardIntl({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const own = useLanguage() === 'en' ? adminDashboardEn : adminDashboardUa;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={{ ...intl.messages, ...own }}>
      {children}
    </IntlProvider>
  );
}
