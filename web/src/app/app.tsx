import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { Messages } from '@/config/messages/ua';
import type { Language } from '@/types/language';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** Marks <html data-app-ready> once React runs the page: a server-rendered page is inert before. */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

/** The shop in the browser. The query cache comes from main.tsx, filled from the server's page when there is one. */
export function App({ language, messages, queryClient }: { language: Language; messages: Messages; queryClient: QueryClient }) {
  return (
    <AppProvider language={language} messages={messages} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
        <ReadyMark />
      </BrowserRouter>
    </AppProvider>
  );
}
