// A page's own texts over the shop's and the admin ones: they come with the page's chunk, so no
// other page (and no shopper) downloads them, and the shared catalogues stay as they are.
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLanguage } from './language-context';

export function PageMessages<K extends string>({ ua, en, children }: { ua: Record<K, string>; en: Record<K, string>; children: ReactNode }) {
  const intl = useIntl();
  const own = useLanguage() === 'en' ? en : ua;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={{ ...intl.messages, ...own }}>
      {children}
    </IntlProvider>
  );
}
