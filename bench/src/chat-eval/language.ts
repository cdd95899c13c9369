// Which language a reply is written in, by its most frequent function words (articles, pronouns,
// prepositions): titles and names are shared across languages, these small words are not.
import type { Locale } from '@starshelf/contract';

const FUNCTION_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(['the', 'and', 'of', 'to', 'a', 'an', 'is', 'in', 'it', 'you', 'your', 'that', 'for', 'with', 'by', 'are', 'this', 'these', 'here', 'some', 'can', 'i', 'not', 'no', 'or', 'from', 'about', 'what', 'which', 'who', 'also', 'liked', 'rated', 'books', 'most', 'only', 'sorry', 'could', 'would']),
  de: new Set(['der', 'die', 'das', 'und', 'ist', 'nicht', 'ich', 'sie', 'es', 'ein', 'eine', 'einen', 'mit', 'für', 'von', 'zu', 'den', 'dem', 'des', 'auf', 'hier', 'sind', 'oder', 'kann', 'wie', 'wer', 'hat', 'haben', 'auch', 'diese', 'dieser', 'kein', 'keine', 'nur', 'noch', 'im', 'zum', 'zur', 'bei', 'aus', 'nach', 'dir', 'du', 'mir', 'leider', 'bücher', 'einige', 'über']),
  it: new Set(['il', 'lo', 'la', 'i', 'gli', 'le', 'di', 'e', 'è', 'che', 'non', 'un', 'una', 'uno', 'per', 'con', 'da', 'del', 'della', 'dei', 'delle', 'nel', 'nella', 'sono', 'ecco', 'posso', 'chi', 'ha', 'hanno', 'anche', 'questi', 'questo', 'nessun', 'nessuno', 'solo', 'ti', 'mi', 'o', 'ma', 'purtroppo', 'libri', 'alcuni', 'più']),
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
