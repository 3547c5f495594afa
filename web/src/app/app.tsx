import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/react-query';
import type { Messages } from '@/config/messages/ua';
import type { Language } from '@/types/language';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App({ language, messages }: { language: Language; messages: Messages }) {
  // Created once per page load; state initialisers keep them stable across re-renders.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppProvider language={language} messages={messages} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
