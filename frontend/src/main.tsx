import './app/take-link-token';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { canHydrate, readPrerenderedPage } from './app/prerendered-page';
import { createRoutes, preloadMatchedPages } from './app/routes';
import { changeUiLanguage, detectedUiLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { hydrateQueryState } from './lib/query-state-transfer';
import { applyTheme } from './lib/theme';

async function start(container: HTMLElement): Promise<void> {
  applyTheme();
  const language = detectedUiLanguage();
  await changeUiLanguage(language);
  const routes = createRoutes();
  await preloadMatchedPages(routes, window.location.pathname);
  const now = { pathname: window.location.pathname, search: window.location.search, language, year: new Date().getFullYear() };
  const isServerMarkupOurs = canHydrate(readPrerenderedPage(container), now);
  // The data the server rendered the page with: the first render shows it without asking again.
  // Only for markup made for this very page and language (the cache's keys carry the language).
  const queryClient = createQueryClient();
  if (isServerMarkupOurs) hydrateQueryState(queryClient, document);
  const app = (
    <StrictMode>
      <App routes={routes} queryClient={queryClient} />
    </StrictMode>
  );
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree.
  startTransition(() => {
    if (isServerMarkupOurs) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void start(container);
