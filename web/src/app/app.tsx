import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import type { Messages } from '@/config/messages/ua';
import type { Language } from '@/types/language';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The shop. The query cache comes from main.tsx, which has already started the page's reads in it. */
export function App({ language, messages, queryClient }: { language: Language; messages: Messages; queryClient: QueryClient }) {
  return (
    <AppProvider language={language} messages={messages} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
