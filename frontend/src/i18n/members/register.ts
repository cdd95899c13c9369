import de from './de.json';
import en from './en.json';
import it from './it.json';
import { addScreenStrings } from '@/lib/i18n';

// The account, sign-in and profile screens' strings come with those screens' chunks, not with every
// page's first bundle. Each component that uses them imports this module.
addScreenStrings({ en, de, it });
