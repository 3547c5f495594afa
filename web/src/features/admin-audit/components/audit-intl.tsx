// The audit page's own texts over the admin ones: they come with the page's chunk, so no other
// page (and no shopper) downloads them.
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { adminAuditEn } from '@/config/messages/admin-audit-en';
import { adminAuditUa } from '@/config/messages/admin-audit-ua';
import { useLanguage } from '@/lib/i18n/language-context';

export function AuditIntl({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const own = useLanguage() === 'en' ? adminAuditEn : adminAuditUa;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={{ ...intl.messages, ...own }}>
      {children}
    </IntlProvider>
  );
}
