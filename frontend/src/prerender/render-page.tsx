// Server-side entry of the prerender step (frontend/scripts/prerender.ts): renders a page of the
// real app, with its real routes and providers, to HTML. No data is fetched: every query stays
// pending, exactly as in the browser's first render, so the browser can hydrate the markup.
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createRoutes, createShellRoutes } from '@/app/routes';
import { changeUiLanguage, type UiLanguage } from '@/lib/i18n';
import { renderToMarkup } from './markup';

/** Any path the shell's catch-all matches; only its navigation state (nothing active) shows. */
const SHELL_PATH = '/loading';

/** The markup of `path` (or of the shell when `path` is null) in `language`. */
export async function renderPage(path: string | null, language: UiLanguage): Promise<string> {
  await changeUiLanguage(language);
  const handler = createStaticHandler(path === null ? createShellRoutes() : createRoutes());
  const context = await handler.query(new Request(new URL(path ?? SHELL_PATH, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path ?? SHELL_PATH} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToMarkup(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  if (html.includes('<script') || html.includes('<!--$?-->')) throw new Error(`${path ?? SHELL_PATH} has a part that needs a script to show`);
  return html;
}
