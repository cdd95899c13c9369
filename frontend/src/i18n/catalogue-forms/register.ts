import de from './de.json';
import en from './en.json';
import it from './it.json';
import { i18n } from '@/lib/i18n';

// The editors' catalogue forms bring their own strings: readers never download them.
for (const [language, bundle] of [['en', en], ['de', de], ['it', it]] as const) {
  i18n.addResourceBundle(language, 'translation', bundle, true, false);
}
