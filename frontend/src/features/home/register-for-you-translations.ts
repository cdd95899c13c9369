import de from '@/i18n/for-you/de.json';
import en from '@/i18n/for-you/en.json';
import it from '@/i18n/for-you/it.json';
import { addScreenStrings } from '@/lib/i18n';

// Loaded with the "For you" row's chunk: only members see the row, so anonymous readers never download these strings.
addScreenStrings({ en, de, it });
