import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RootErrorBoundary } from '@/components/errors/root-error-boundary';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { Messages } from '@/config/messages/ua';
import type { Language } from '@/types/language';

interface AppProviderProps {
  language: Language;
  messages: Messages;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything the app needs around the router. The boundary sits inside intl so 'oops' is translated. */
export function AppProvider({ language, messages, queryClient, children }: AppProviderProps) {
  return (
    <I18nProvider language={language} messages={messages}>
      <RootErrorBoundary>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </RootErrorBoundary>
    </I18nProvider>
  );
}
