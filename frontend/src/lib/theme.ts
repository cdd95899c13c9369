import { DEFAULT_THEME, preferenceCookie, resolveTheme, THEME_PREFERENCE_KEY, THEMES, type Theme } from '@starshelf/contract';

export { THEMES, type Theme };
export const THEME_STORAGE_KEY = THEME_PREFERENCE_KEY;

const listeners = new Set<() => void>();

/** Dark unless the reader chose light; no system detection (docs/rules.md §4). */
export function storedTheme(): Theme {
  try {
    return resolveTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

/** The theme the page shows now (the class on <html>). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** What a page rendered before any script ran assumed; see the theme toggle's hydration. */
export function serverTheme(): Theme {
  return DEFAULT_THEME;
}

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows `theme` and mirrors it in a cookie, so the server sends the next page in it at once. */
export function applyTheme(theme: Theme = storedTheme()): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.cookie = preferenceCookie(THEME_STORAGE_KEY, theme);
  listeners.forEach((listener) => listener());
}

export function saveTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode may refuse storage; the choice then lasts for this page only.
  }
  applyTheme(theme);
}
