import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '@/components/ui/toast';
import { contextI18n } from '@/lib/context-i18n';
import { i18n as appI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

type AppProviderProps = {
  children: ReactNode;
  /** Given by the server renderer (its per-request cache) and by the browser (filled with the server's data). */
  queryClient?: QueryClient;
  /** The server renderer's per-request instance, so concurrent renders in other languages never mix. */
  i18n?: I18n;
};

export function AppProvider({ children, queryClient: given, i18n = appI18n }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nextProvider i18n={contextI18n(i18n)}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
