import { LANGUAGE_QUERY_PARAM } from '@starshelf/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useValueEnteredBeforeHydration } from '@/lib/use-value-before-hydration';
import { changeUiLanguage, isUiLanguage, UI_LANGUAGES, type UiLanguage } from '@/lib/i18n';
import { useLocale } from '@/lib/use-locale';

/**
 * Switches the UI language. A page opened at its language address (`?lang=de`) keeps that
 * parameter in step with the choice, since the address wins over the stored choice: a reload
 * would switch back otherwise. An address without one stays without (the stored choice serves it).
 */
function useChooseLanguage(): (language: UiLanguage) => void {
  const [params, setParams] = useSearchParams();
  return (language) => {
    if (params.has(LANGUAGE_QUERY_PARAM)) {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(LANGUAGE_QUERY_PARAM, language);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
    void changeUiLanguage(language);
  };
}

/**
 * The i18n module stores the choice in localStorage under 'language' and keeps <html lang> and the
 * cookie mirror in step; `changeUiLanguage` loads the language's strings
 * before switching. Two looks: a compact dropdown for the bar, a row of buttons for the drawer
 * (docs/rules.md §2).
 */
export function LanguageSwitcher({ variant = 'dropdown' }: { variant?: 'dropdown' | 'buttons' }) {
  const { t } = useTranslation();
  const current = useLocale();
  const choose = useChooseLanguage();
  const selectId = useId();
  // The dropdown arrives in the server-rendered page before the app.
  useValueEnteredBeforeHydration(selectId, current, (chosen) => {
    if (isUiLanguage(chosen)) choose(chosen);
  });

  if (variant === 'buttons') {
    return (
      <div role="group" aria-label={t('language.label')} className="flex gap-2">
        {UI_LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === current}
            onClick={() => choose(language)}
            className={cn(
              'flex-1 rounded-lg border px-3 py-2 text-sm font-medium',
              language === current ? 'border-accent bg-accent/10 text-accent' : 'border-line text-muted hover:text-fg',
            )}
          >
            {t(`language.${language}`)}
          </button>
        ))}
      </div>
    );
  }

  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t('language.label')}</span>
      <select
        id={selectId}
        value={current}
        onChange={(event) => { if (isUiLanguage(event.target.value)) choose(event.target.value); }}
        className="h-9 rounded-lg border border-line bg-surface px-2 text-fg focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        {UI_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
