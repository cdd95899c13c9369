import { foldSearchText, type Locale } from '@starshelf/contract';
import type { GenreNames } from '@starshelf/cms/catalogue/recommend';

export type Intent = {
  language: Locale;
  /** The title after "like …", "wie …", "come …", to be resolved against the catalogue. */
  likeTitle?: string | undefined;
  genreIds: number[];
  decade?: number | undefined;
  isAwardWinner: boolean;
  /** The folded message, for a last-resort catalogue search. */
  text: string;
};

const LANGUAGE_WORDS: Record<Locale, string[]> = {
  en: ['something', 'like', 'with', 'books', 'book', 'the', 'from', 'award', 'winners', 'similar', 'about', 'recommend', 'want', 'some'],
  de: ['etwas', 'mit', 'wie', 'buecher', 'buch', 'aus', 'den', 'der', 'die', 'und', 'jahre', 'gewinner', 'preistraeger', 'aehnlich', 'empfiehl', 'ich', 'moechte', 'etwa'],
  it: ['qualcosa', 'con', 'come', 'libri', 'libro', 'degli', 'anni', 'vincitori', 'premio', 'simile', 'del', 'della', 'nel', 'consiglia', 'vorrei', 'voglio', 'dei'],
};

/** The language a request is written in, by its function words; the member's locale breaks ties. */
export function detectLanguage(folded: string, fallback: Locale): Locale {
  const words = folded.split(' ');
  const scores = (Object.keys(LANGUAGE_WORDS) as Locale[]).map((locale) => ({
    locale,
    score: words.filter((word) => LANGUAGE_WORDS[locale].includes(word)).length,
  }));
  const best = scores.reduce((a, b) => (b.score > a.score ? b : a), { locale: fallback, score: 0 });
  const isTie = scores.some((entry) => entry.locale !== best.locale && entry.score === best.score);
  return best.score === 0 || isTie ? fallback : best.locale;
}

// Nicknames and plurals the genre names in the catalogue do not spell out.
const GENRE_ALIASES: Record<string, string[]> = {
  'science-fiction': ['sci fi', 'scifi', 'sf', 'sciencefiction'],
  aliens: ['aliens', 'alien', 'ausserirdische', 'alieni', 'first contact', 'erstkontakt', 'primo contatto'],
  'time-travel': ['zeitreisen', 'time travelling', 'time traveling'],
  dragons: ['drachen', 'drache', 'drago'],
};
const STOP = new Set(['and', 'und', 'e', 'nel', 'di', 'the', 'a']);

// "dragon" ~ "dragons", "drago" ~ "draghi", but not "fantasy" ~ "fantascienza".
function sameWord(nameWord: string, word: string): boolean {
  if (nameWord === word) return true;
  if (nameWord.length < 4 || Math.abs(nameWord.length - word.length) > 3) return false;
  let common = 0;
  while (common < nameWord.length && nameWord[common] === word[common]) common += 1;
  return common >= Math.max(3, nameWord.length - 2);
}

function mentions(words: string[], folded: string, name: string): boolean {
  const nameWords = foldSearchText(name).split(' ').filter((word) => word && !STOP.has(word));
  if (nameWords.length === 0) return false;
  if (nameWords.length > 1 && ` ${folded} `.includes(` ${nameWords.join(' ')} `)) return true;
  return nameWords.every((nameWord) => words.some((word) => sameWord(nameWord, word)));
}

const NUMBER_WORDS: [RegExp, number][] = [
  [/\b(twenties|zwanziger|anni venti)\b/, 1920],
  [/\b(thirties|dreissiger|anni trenta)\b/, 1930],
  [/\b(forties|vierziger|anni quaranta)\b/, 1940],
  [/\b(fifties|fuenfziger|anni cinquanta)\b/, 1950],
  [/\b(sixties|sechziger|anni sessanta)\b/, 1960],
  [/\b(seventies|siebziger|anni settanta)\b/, 1970],
  [/\b(eighties|achtziger|anni ottanta)\b/, 1980],
  [/\b(nineties|neunziger|anni novanta)\b/, 1990],
];

/** "70s", "1970s", "70er", "anni 70", "the seventies", "anni '80" → the decade's first year. */
export function findDecade(raw: string, folded: string): number | undefined {
  const full = /\b(1[89]\d0|20[0-2]0)\s?(?:'?s|ern?)\b/i.exec(raw) ?? /\banni\s+(1[89]\d0|20[0-2]0)\b/i.exec(raw);
  if (full?.[1]) return Number(full[1]);
  const short = /\b'?([2-9])0\s?(?:'?s|ern?)\b/i.exec(raw) ?? /\banni\s+'?([2-9])0\b/i.exec(raw);
  if (short?.[1]) return 1900 + Number(short[1]) * 10;
  return NUMBER_WORDS.find(([pattern]) => pattern.test(folded))?.[1];
}

const AWARD_WORDS = /\b(award|awards|prize|winner|winners|winning|preis|preise|preistraeger|gewinner|ausgezeichnet|premio|premi|vincitori|vincitore|premiati|hugo|nebula)\b/;

// The text after "like", cut at the first comma, question mark or "but".
const LIKE_PATTERNS = [
  /\b(?:similar to|something like|books? like|anything like|like)\s+(.+)/i,
  /\b(?:ähnlich wie|ähnlich|so wie|etwas wie|bücher wie|wie)\s+(.+)/i,
  /\b(?:simile a|simili a|qualcosa come|libri come|come)\s+(.+)/i,
];

function likeTitle(raw: string): string | undefined {
  for (const pattern of LIKE_PATTERNS) {
    const match = pattern.exec(raw);
    const title = match?.[1]?.split(/[,?!;]|\b(?:but|aber|ma)\b/i)[0]?.replace(/["“”„«»']/g, '').trim();
    if (title) return title.slice(0, 100);
  }
  return undefined;
}

/** Reads a plain request in en/de/it without a model. */
export function parseIntent(raw: string, lexicon: GenreNames[], fallback: Locale): Intent {
  const folded = foldSearchText(raw);
  const words = folded.split(' ').filter(Boolean);
  const genreIds = lexicon
    .filter((genre) => [...genre.names.map((entry) => entry.name), ...(GENRE_ALIASES[genre.slug] ?? [])].some((name) => mentions(words, folded, name)))
    .map((genre) => genre.id);
  return {
    language: detectLanguage(folded, fallback),
    likeTitle: likeTitle(raw),
    genreIds,
    decade: findDecade(raw, folded),
    isAwardWinner: AWARD_WORDS.test(folded),
    text: folded,
  };
}
