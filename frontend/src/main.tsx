import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { canHydrate, readPrerenderedPage } from './app/prerendered-page';
import { createAppRouter } from './app/router';
import { changeUiLanguage, detectedUiLanguage } from './lib/i18n';
import { applyTheme } from './lib/theme';

async function start(container: HTMLElement): Promise<void> {
  applyTheme();
  const language = detectedUiLanguage();
  await changeUiLanguage(language);
  const router = await createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  const now = { pathname: window.location.pathname, search: window.location.search, language, year: new Date().getFullYear() };
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree.
  startTransition(() => {
    if (canHydrate(readPrerenderedPage(container), now)) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void start(container);
