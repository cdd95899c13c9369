import de from '@/i18n/admin/de.json';
import en from '@/i18n/admin/en.json';
import it from '@/i18n/admin/it.json';
import { addScreenStrings } from '@/lib/i18n';

// Loaded with the admin screens' chunks only: readers never download these strings.
addScreenStrings({ en, de, it });
