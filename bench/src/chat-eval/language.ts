// Which language a reply is written in, by its most frequent function words (articles, pronouns,
// prepositions): titles and names are shared across languages, these small words are not.
import type { Locale } from '@starshelf/contract';

const FUNCTION_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(['the', 'and', 'of', 'to', 'a', 'is', 'in', 'it', 'you', 'that', 'for', 'with', 'by', 'are', 'this', 'here', 'some', 'can', 'i', 'not', 'or', 'from', 'about', 'what', 'which', 'books']),
  de: new Set(['der', 'die', 'das', 'und', 'ist', 'nicht', 'ich', 'sie', 'es', 'ein', 'eine', 'mit', 'für', 'von', 'zu', 'den', 'dem', 'auf', 'hier', 'sind', 'oder', 'kann', 'wie', 'bücher', 'einige', 'über']),
  it: new Set(['il', 'lo', 'la', 'i', 'gli', 'le', 'di', 'e', 'è', 'che', 'non', 'un', 'una', 'per', 'con', 'da', 'del', 'della', 'sono', 'ecco', 'posso', 'libri', 'questi', 'alcuni', 'ti', 'o']),
};

/** The language with the most function words in `text`, or null when none shows (or a tie). */
export function detectLanguage(text: string): Locale | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = (Object.keys(FUNCTION_WORDS) as Locale[]).map((locale) => ({
    locale,
    score: words.filter((word) => FUNCTION_WORDS[locale].has(word)).length,
  }));
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best || best.score === 0 || (second && second.score === best.score)) return null;
  return best.locale;
}
