import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAwaitingHydrationProps } from '@/lib/use-is-hydrating';
import { currentTheme, saveTheme, serverTheme, subscribeToTheme, type Theme } from '@/lib/theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  // While a prerendered page hydrates, React uses the server's guess and then the real theme,
  // so a reader in light mode gets no hydration mismatch.
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, serverTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const awaitingHydration = useAwaitingHydrationProps();
  return (
    <button
      type="button"
      {...awaitingHydration}
      onClick={() => saveTheme(next)}
      aria-label={t(next === 'light' ? 'theme.toLight' : 'theme.toDark')}
      title={t(next === 'light' ? 'theme.toLight' : 'theme.toDark')}
      className="grid size-9 place-items-center rounded-full text-muted hover:bg-raised hover:text-fg focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
    >
      <span aria-hidden="true" className="text-lg leading-none">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
