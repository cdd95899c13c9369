import de from '@/i18n/admin/de.json';
import en from '@/i18n/admin/en.json';
import it from '@/i18n/admin/it.json';
import { i18n } from '@/lib/i18n';

// Loaded with the admin screens' chunks only: readers never download these strings.
for (const [language, bundle] of [['en', en], ['de', de], ['it', it]] as const) {
  i18n.addResourceBundle(language, 'translation', bundle, true, false);
}
