import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { errorEnvelopeSchema, type ErrorCode } from '@starshelf/contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import type { FakeAnswer } from './answers';

/** Renders `ui` at `path` with the app's providers (a fresh query client unless one is given) and a memory router; returns the router too. */
export function renderWithProviders(ui: ReactNode, { path = '/', queryClient = createQueryClient() }: { path?: string; queryClient?: QueryClient } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router };
}

/** The envelope of a faked answer (see `fakeAnswer`), or of a NOT_FOUND error for a status of 400 and more. */
export function jsonResponse(answer: FakeAnswer | null, status = 200): Response {
  if (status >= 400) return errorResponse('NOT_FOUND', 'missing', status);
  return bodyResponse({ success: true, data: answer?.data ?? null }, status);
}

/** An error answer whose body has passed the contract's error envelope. */
export function errorResponse(code: ErrorCode, message: string, status: number, details?: unknown): Response {
  return bodyResponse(errorEnvelopeSchema.parse({ success: false, error: { code, message, details } }), status);
}

function bodyResponse(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
