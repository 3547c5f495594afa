import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { messages } from '@/config/messages/messages';
import type { Language } from '@/types/language';
import { LanguageContext } from './language-context';
import { intlLocale } from './locale';

interface I18nProviderProps {
  language: Language;
  children: ReactNode;
}

export function I18nProvider({ language, children }: I18nProviderProps) {
  return (
    <LanguageContext value={language}>
      <IntlProvider locale={intlLocale(language)} defaultLocale="uk-UA" messages={messages[language]}>
        {children}
      </IntlProvider>
    </LanguageContext>
  );
}
