// The bin page's own texts over the admin ones: they come with the page's chunk only.
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { adminBinEn } from '@/config/messages/admin-bin-en';
import { adminBinUa } from '@/config/messages/admin-bin-ua';
import { useLanguage } from '@/lib/i18n/language-context';

export function BinIntl({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const own = useLanguage() === 'en' ? adminBinEn : adminBinUa;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={{ ...intl.messages, ...own }}>
      {children}
    </IntlProvider>
  );
}
