import de from './de.json';
import en from './en.json';
import it from './it.json';
import { addScreenStrings } from '@/lib/i18n';

// The report dialog's strings come with the dialog's chunk: most readers never open it.
addScreenStrings({ en, de, it });
