import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
// Components under test translate through the app's i18n instance (English in jsdom).
import '@/lib/i18n';

// `findBy…` and `waitFor` wait up to 5 s, not 1: on a busy 2-core CI machine a lazy page chunk or a
// form's validation round can take longer than a second, and the default made those tests flaky.
configure({ asyncUtilTimeout: 5_000 });

// A console.error in a front-end test is a failure (docs/style.md convention 8): React reports
// act() mistakes, key warnings and failed prop types there.
// jsdom has no scrolling; the layout's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// jsdom has no layout either; Headless UI's Combobox watches its input with a ResizeObserver.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// React's server renderer (prerender tests, testing/hydrate.tsx) marks every context it provided
// as its own for good, so a client render later in the same process (never so in a browser)
// warns about two renderers. That warning alone is not a failure.
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith(TWO_RENDERERS)) return;
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
