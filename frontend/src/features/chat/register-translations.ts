import de from '@/i18n/chat/de.json';
import en from '@/i18n/chat/en.json';
import it from '@/i18n/chat/it.json';
import { addScreenStrings } from '@/lib/i18n';

// Loaded with the chat panel's chunk, so the start page's first bundle does not carry these strings.
addScreenStrings({ en, de, it });
