import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App({ routes, queryClient }: { routes: RouteObject[]; queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter routes={routes} />
    </AppProvider>
  );
}
