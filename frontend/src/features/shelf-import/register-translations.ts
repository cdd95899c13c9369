import de from '@/i18n/shelf-import/de.json';
import en from '@/i18n/shelf-import/en.json';
import it from '@/i18n/shelf-import/it.json';
import { i18n } from '@/lib/i18n';

// Loaded with the settings and profile chunks, so the start page's first bundle (within 1 KB of
// its budget) does not carry these strings.
for (const [language, bundle] of [['en', en], ['de', de], ['it', it]] as const) {
  i18n.addResourceBundle(language, 'translation', bundle, true, false);
}
