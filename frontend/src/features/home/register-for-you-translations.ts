import de from '@/i18n/for-you/de.json';
import en from '@/i18n/for-you/en.json';
import it from '@/i18n/for-you/it.json';
import { i18n } from '@/lib/i18n';

// Loaded with the "For you" row's chunk: only members see the row, so anonymous readers never download these strings.
for (const [language, bundle] of [['en', en], ['de', de], ['it', it]] as const) {
  i18n.addResourceBundle(language, 'translation', bundle, true, false);
}
