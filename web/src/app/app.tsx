import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/react-query';
import type { Messages } from '@/config/messages/ua';
import type { Language } from '@/types/language';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App({ language, messages }: { language: Language; messages: Messages }) {
  // Created once per page load; the state initialiser keeps it stable across re-renders.
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProvider language={language} messages={messages} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
