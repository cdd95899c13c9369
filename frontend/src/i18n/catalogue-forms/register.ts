import de from './de.json';
import en from './en.json';
import it from './it.json';
import { addScreenStrings } from '@/lib/i18n';

// The editors' catalogue forms bring their own strings: readers never download them.
addScreenStrings({ en, de, it });
