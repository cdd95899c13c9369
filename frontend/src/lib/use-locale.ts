import { useTranslation } from 'react-i18next';
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from './i18n';

/** The UI language, sent as `?locale=` and part of every catalogue query key. */
export function useLocale(): UiLanguage {
  const { i18n } = useTranslation();
  return isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_UI_LANGUAGE;
}
