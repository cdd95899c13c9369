import de from '@/i18n/shelf-import/de.json';
import en from '@/i18n/shelf-import/en.json';
import it from '@/i18n/shelf-import/it.json';
import { addScreenStrings } from '@/lib/i18n';

// Loaded with the settings and profile chunks, so the start page's first bundle (within 1 KB of
// its budget) does not carry these strings.
addScreenStrings({ en, de, it });
