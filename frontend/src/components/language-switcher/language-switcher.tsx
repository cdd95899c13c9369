import { useTranslation } from 'react-i18next';
import { isUiLanguage, UI_LANGUAGES } from '@/lib/i18n';

/**
 * i18next's detector stores the choice in localStorage under 'language' and the i18n module
 * keeps <html lang> in step, so switching is a single changeLanguage call.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="rounded-md border border-slate-700 bg-slate-900 px-2 py-1 text-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
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
