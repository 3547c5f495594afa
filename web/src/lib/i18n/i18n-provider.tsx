import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Messages } from '@/config/messages/ua';
import type { Language } from '@/types/language';
import { LanguageContext } from './language-context';
import { intlLocale } from './locale';

interface I18nProviderProps {
  language: Language;
  messages: Messages;
  children: ReactNode;
}

export function I18nProvider({ language, messages, children }: I18nProviderProps) {
  return (
    <LanguageContext value={language}>
      <IntlProvider locale={intlLocale(language)} defaultLocale="uk-UA" messages={messages}>
        {children}
      </IntlProvider>
    </LanguageContext>
  );
}
