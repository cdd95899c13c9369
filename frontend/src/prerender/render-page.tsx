// Server-side entry of the prerender step (frontend/scripts/prerender.ts): renders a page of the
// real app, with its real routes and providers, to HTML. No data is fetched: every query stays
// pending, exactly as in the browser's first render, so the browser can hydrate the markup.
import { StrictMode } from 'react';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes, createRoutes, createShellRoutes, isRedirectRoute, preloadPages } from '@/app/routes';
import { changeUiLanguage, type UiLanguage } from '@/lib/i18n';
import { renderToMarkup } from './markup';

/** Any path the shell's catch-all matches; only its navigation state (nothing active) shows. */
const SHELL_PATH = '/loading';

/** The markup of `path` (or of the shell when `path` is null) in `language`. */
export async function renderPage(path: string | null, language: UiLanguage): Promise<string> {
  await changeUiLanguage(language);
  const routes = path === null ? createShellRoutes() : createRoutes();
  const location = path ?? SHELL_PATH;
  const matches = matchRoutes(routes, location) ?? [];
  const leaf = matches.at(-1);
  if (!leaf || isRedirectRoute(leaf.route)) throw new Error(`${location} is not a page but a redirect`);
  await preloadPages(matches);
  const html = await renderToMarkup(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={location}>
          <AppRoutes routes={routes} />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  if (html.includes('<script') || html.includes('<!--$?-->')) throw new Error(`${path ?? SHELL_PATH} has a part that needs a script to show`);
  return html;
}
