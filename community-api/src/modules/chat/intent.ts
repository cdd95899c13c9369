import { foldSearchText, type Locale } from '@starshelf/contract';
import type { GenreNames } from '@starshelf/cms/catalogue/recommend';
import { MOOD_SLUGS, type MoodSlug } from '@starshelf/contract';
import {
  AUDIENCE_WORDS,
  AWARD_NAMES,
  BOOK_WORDS,
  BY_WORDS,
  NAME_JOINS,
  CLAUSE_BREAKS,
  EITHER_WORDS,
  FOLLOW_UP_OPENERS,
  FOLLOW_UP_WORDS,
  MOOD_WORDS,
  NEGATION_REACH,
  NEGATIONS,
  NOMINATED_WORDS,
  OPEN_REQUEST_WORDS,
  PUBLISHED_WORDS,
  SAME_AUTHOR_PATTERNS,
  SERIES_WORDS,
  SHORT_FORM_WORDS,
  SHORT_MAX_PAGES,
  SHORT_WORDS,
  STANDALONE_WORDS,
  TITLE_NICKNAMES,
  audienceMoods,
  type Audience,
} from './request-words.js';
import { excludedAuthorNames } from './author-wishes.js';
import { isOneTypoOf, isSameWord, looseFold, matchesWord } from './word-match.js';

export type AwardWish = { names: string[]; logic: 'all' | 'any'; wonOnly: boolean };

export type Intent = {
  language: Locale;
  /** The title after "like …", "wie …", "come …", to be resolved against the catalogue. */
  likeTitle?: string | undefined;
  /** "by Y", "von Y", "di Y": a name to resolve against the catalogue's authors. */
  byAuthor?: string | undefined;
  /** "not by Y", "nicht von Y", "non di Y". */
  notByAuthors: string[];
  /** "more by that author": the author comes from the conversation. */
  sameAuthorAsBefore: boolean;
  genreIds: number[];
  excludeGenreIds: number[];
  moods: MoodSlug[];
  excludeMoods: MoodSlug[];
  audience?: Audience | undefined;
  excludeAudience?: Audience | undefined;
  seriesForm?: 'standalone' | 'series' | undefined;
  maxPages?: number | undefined;
  decade?: number | undefined;
  /** Inclusive; from the decade, a year, or "between/after/before" phrases. */
  yearFrom?: number | undefined;
  yearTo?: number | undefined;
  /** "published in the 70s": the years are publication years even for award wishes. */
  yearsOfPublication: boolean;
  isAwardWinner: boolean;
  awards?: AwardWish | undefined;
  /** "more", "others", "noch mehr", "altri": builds on the previous request. */
  isFollowUp: boolean;
  /** No constraint, no title, no author, but asks for a book ("what should I read next?"): the member's own picks. */
  isOpenRequest: boolean;
  /** Neither a catalogue criterion nor a book word: unless it names a catalogue book, a question the recommender cannot serve. */
  isOffTopic: boolean;
  /** The folded message, for a last-resort catalogue search. */
  text: string;
};

// Function words, and the request words only one language uses (a short lower-case request like
// "lustige kinderbucher" or "fantasy oscura per adulti" has few function words).
const LANGUAGE_WORDS: Record<Locale, string[]> = {
  en: [
    'a', 'not', 'but', 'by', 'what', 'will', 'be', 'me', 'for', 'that', 'won', 'both', 'no', 'something', 'like', 'with', 'books', 'book', 'the', 'from', 'award', 'winners', 'similar', 'about', 'recommend', 'want', 'some',
    'funny', 'kids', 'children', 'adults', 'grownups', 'teenagers', 'without', 'nothing', 'scary', 'sad',
  ],
  de: [
    'ein', 'eine', 'keine', 'kein', 'nicht', 'aber', 'mag', 'nach', 'vor', 'von', 'ist', 'koche', 'etwas', 'mit', 'wie', 'buecher', 'buch', 'aus', 'den', 'der', 'die', 'und', 'jahre', 'gewinner', 'preistraeger', 'aehnlich', 'empfiehl', 'ich', 'moechte', 'etwa',
    'fuer', 'ohne', 'nichts', 'oder', 'bitte', 'lustig', 'lustige', 'lustiges', 'witzige', 'duestere', 'traurige', 'kinderbuecher', 'jugendbuecher', 'jugendliche', 'erwachsene', 'geheimnisvolle', 'romantische',
  ],
  it: [
    'una', 'un', 'non', 'che', 'il', 'per', 'ma', 'mi', 'fa', 'niente', 'senza', 'qualcosa', 'con', 'come', 'libri', 'libro', 'degli', 'anni', 'vincitori', 'premio', 'simile', 'del', 'della', 'nel', 'consiglia', 'vorrei', 'voglio', 'dei',
    'divertente', 'divertenti', 'bambini', 'bimbi', 'ragazzi', 'adulti', 'cupo', 'cupi', 'oscura', 'oscuro', 'misteriosi', 'romantico', 'avventura', 'nulla',
  ],
};
// Compared without umlauts, as readers type them ("fur", "bucher").
const looseSetOf = (words: string[]): ReadonlySet<string> => new Set(words.map(looseFold));
const LANGUAGE_SETS: Record<Locale, ReadonlySet<string>> = { en: looseSetOf(LANGUAGE_WORDS.en), de: looseSetOf(LANGUAGE_WORDS.de), it: looseSetOf(LANGUAGE_WORDS.it) };

/**
 * Every word of every list the parser reads, also without umlauts: such a word means itself and is
 * never taken for a typo of another ("romanzi" is novels, not "romantici"; "adulti" is not "adulto"'s
 * neighbour in another list).
 */
const knownWords: ReadonlySet<string> = new Set(
  [
    ...NEGATIONS, ...CLAUSE_BREAKS, ...Object.values(MOOD_WORDS).flat(), ...Object.values(AUDIENCE_WORDS).flat(), ...SHORT_FORM_WORDS, ...SHORT_WORDS,
    ...STANDALONE_WORDS, ...SERIES_WORDS, ...NOMINATED_WORDS, ...EITHER_WORDS, ...FOLLOW_UP_WORDS, ...FOLLOW_UP_OPENERS, ...BOOK_WORDS, ...OPEN_REQUEST_WORDS,
    ...PUBLISHED_WORDS, ...Object.values(LANGUAGE_WORDS).flat(), ...BY_WORDS, ...NAME_JOINS,
  ]
    .flatMap((entry) => entry.split(' '))
    .flatMap((word) => [word, looseFold(word)]),
);

/** The language a request is written in, by its function words; the member's locale breaks ties. */
export function detectLanguage(folded: string, fallback: Locale): Locale {
  const words = folded.split(' ');
  const scores = (Object.keys(LANGUAGE_WORDS) as Locale[]).map((locale) => ({
    locale,
    score: words.filter((word) => LANGUAGE_SETS[locale].has(looseFold(word))).length,
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

// Folding every genre name on every request was most of the parser's time: the names are a small,
// fixed set (the lexicon and the word lists), so each is folded once per process.
const foldedNameWords = new Map<string, string[]>();
function nameWordsOf(name: string): string[] {
  let words = foldedNameWords.get(name);
  if (!words) foldedNameWords.set(name, (words = foldSearchText(name).split(' ').filter((word) => word && !STOP.has(word))));
  return words;
}

/**
 * Whether the words name `name`, allowing plurals and small typos; a word that is itself one of
 * the lexicon's name words (`claimed`) only names that, so "fantasy" is never "Fantasmi".
 */
function mentions(words: string[], folded: string, name: string, claimed: ReadonlySet<string> = new Set()): boolean {
  const nameWords = nameWordsOf(name);
  if (nameWords.length === 0) return false;
  if (nameWords.length > 1 && ` ${folded} `.includes(` ${nameWords.join(' ')} `)) return true;
  return nameWords.every((nameWord) =>
    words.some((word) => isSameWord(word, nameWord) || (!claimed.has(word) && !knownWords.has(word) && (isOneTypoOf(word, nameWord) || (sameWord(nameWord, word) && !isTypoOfAnother(word, nameWord, claimed))))),
  );
}

/** A typo of one name word is not also a plural of another: "fantascenza" is Fantascienza, not Fantasmi. */
function isTypoOfAnother(word: string, nameWord: string, claimed: ReadonlySet<string>): boolean {
  for (const other of claimed) if (other !== nameWord && isOneTypoOf(word, other)) return true;
  return false;
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

// The text after "like", cut where the title plainly ends ("but", "not by", a comma).
const LIKE_PATTERNS = [
  /\b(?:similar to|something like|books? like|anything like|like)\s+(.+)/i,
  /\b(?:ähnlich wie|ähnlich|so wie|etwas wie|bücher wie|wie)\s+(.+)/i,
  /\b(?:simile a|simili a|qualcosa come|libri come|come)\s+(.+)/i,
];
// "something like X" is a book request even when X is not in the catalogue; a bare "wie"/"come" is not.
const ASKS_FOR_SIMILAR = /(?:similar to|something like|books? like|anything like|ähnlich|etwas wie|bücher wie|so wie|simil[ei] a|qualcosa come|libri come)\s/i;
const TITLE_END = /[,?!;.]|\b(?:but|aber|sondern|ma|not|nicht|non|by|von|from the|aus den|degli anni)\b/i;

function likeTitle(raw: string): string | undefined {
  for (const pattern of LIKE_PATTERNS) {
    const match = pattern.exec(raw);
    const title = match?.[1]?.split(TITLE_END)[0]?.replace(/["“”„«»']/g, '').trim();
    if (title) return title.slice(0, 100);
  }
  return undefined;
}

// A name ends at punctuation or a word that starts another wish; at most four words.
const NAME_END = /[,?!;.]|\b(?:but|aber|sondern|ma|and|und|e|or|oder|o|with|mit|con|from|aus|in|im|nel|please|bitte|like|wie|come|published|written)\b/i;
const cutName = (text: string | undefined) => text?.split(NAME_END)[0]?.replace(/["“”„«»]/g, '').trim().split(/\s+/).slice(0, 4).join(' ') || undefined;

const BY = [/\b(?:by|von|scritt[oiae] da)\s+([^\d].*)/i, /\b(?:di|da)\s+(\p{Lu}.*)/u];

function byAuthor(rest: string): string | undefined {
  for (const pattern of BY) {
    const name = cutName(pattern.exec(rest)?.[1]);
    if (name) return name;
  }
  return undefined;
}

const NEGATION_LIST = [...NEGATIONS];
const isNegation = (word: string) => NEGATIONS.has(word) || NEGATION_LIST.some((negation) => matchesWord(word, negation, knownWords));

/** The message's words in clauses, each marked when a negation ("no", "keine", "niente") reaches it. */
function splitByNegation(raw: string): { positive: string[]; negative: string[] } {
  const positive: string[] = [];
  const negative: string[] = [];
  for (const clause of raw.split(/[,.;!?:]/)) {
    let reach = 0;
    for (const word of foldSearchText(clause).split(' ').filter(Boolean)) {
      if (isNegation(word)) {
        reach = NEGATION_REACH;
        continue;
      }
      if (CLAUSE_BREAKS.has(word)) reach = 0;
      (reach > 0 ? negative : positive).push(word);
      if (reach > 0) reach -= 1;
    }
  }
  return { positive, negative };
}

// Phrases are compared without umlauts on both sides ("fur erwachsene" is "fuer erwachsene").
const phraseIn = (words: string[], phrase: string) => ` ${words.map(looseFold).join(' ')} `.includes(` ${looseFold(phrase)} `);
const anyPhrase = (words: string[], phrases: readonly string[]) => phrases.some((phrase) => phraseIn(words, phrase));
// Inflections are listed; a typo is the one rule of word-match.ts, never a word the parser knows
// as itself ("romanzi", novels, is not "romantici"; "kindle" is not "kinder").
const isTypoOf = (candidate: string, word: string) => matchesWord(word, candidate, knownWords);
const anyWord = (words: string[], candidates: readonly string[]) =>
  words.some((word) => candidates.some((candidate) => !candidate.includes(' ') && (isSameWord(word, candidate) || isTypoOf(candidate, word))));
const says = (words: string[], phrases: readonly string[]) => anyPhrase(words, phrases) || anyWord(words, phrases);

const moodsIn = (words: string[]): MoodSlug[] => MOOD_SLUGS.filter((slug) => slug in MOOD_WORDS && says(words, MOOD_WORDS[slug as keyof typeof MOOD_WORDS]));
// "young adult" before "adult": the longer phrase names the audience.
const audienceIn = (words: string[]): Audience | undefined => (Object.keys(AUDIENCE_WORDS) as Audience[]).find((audience) => says(words, AUDIENCE_WORDS[audience]));

const genreNamesOf = (genre: GenreNames) => [...genre.names.map((entry) => entry.name), ...(GENRE_ALIASES[genre.slug] ?? [])];

const claimedByLexicon = new WeakMap<GenreNames[], Set<string>>();
function claimedWords(lexicon: GenreNames[]): Set<string> {
  let claimed = claimedByLexicon.get(lexicon);
  if (!claimed) claimedByLexicon.set(lexicon, (claimed = new Set(lexicon.flatMap((genre) => genreNamesOf(genre).flatMap(nameWordsOf)))));
  return claimed;
}

function genresIn(words: string[], lexicon: GenreNames[]): number[] {
  const folded = words.join(' ');
  const claimed = claimedWords(lexicon);
  const found = lexicon.flatMap((genre) => {
    const named = genreNamesOf(genre).filter((name) => mentions(words, folded, name, claimed)).map((name) => nameWordsOf(name).join(' '));
    return named.length > 0 ? [{ id: genre.id, named }] : [];
  });
  // "urban fantasy" names Urban Fantasy, not also Fantasy: a genre named only inside a longer
  // genre name that was matched is left out (one genre is also the fast query).
  const isInside = (short: string, long: string) => long !== short && ` ${long} `.includes(` ${short} `);
  return found
    .filter((genre) => !genre.named.every((name) => found.some((other) => other.id !== genre.id && other.named.some((longer) => isInside(name, longer)))))
    .map((genre) => genre.id);
}

/** "won the Hugo", "Hugo and Nebula" (both), "Hugo or Nebula" (either), "nominated for the Locus". */
function awardWish(folded: string): AwardWish | undefined {
  const padded = ` ${folded} `;
  const keys = Object.keys(AWARD_NAMES).filter((key) => padded.includes(` ${key} `));
  const names = [...new Set(keys.map((key) => AWARD_NAMES[key] ?? key))];
  const words = folded.split(' ');
  const nominated = words.some((word) => NOMINATED_WORDS.includes(word));
  if (names.length === 0) return undefined;
  const either = words.some((word) => EITHER_WORDS.includes(word));
  return { names, logic: names.length > 1 && !either ? 'all' : 'any', wonOnly: !nominated };
}

/** Explicit years: "between 1990 and 2000", "after 2010", "before 1950", "in 1984". */
export function findYears(raw: string, exceptIn = ''): { yearFrom?: number; yearTo?: number } {
  const text = raw.toLowerCase().replace(exceptIn.toLowerCase(), ' ');
  const range =
    /\b(?:between|zwischen|tra|fra|from|von|dal|dall)\s+(?:il\s+|dem\s+jahr\s+)?(\d{4})\s*(?:and|und|e|to|bis|al|a|-|–)\s*(?:il\s+)?(\d{4})\b/.exec(text) ??
    /\b(\d{4})\s*[-–]\s*(\d{4})\b/.exec(text);
  if (range?.[1] && range[2]) return { yearFrom: Number(range[1]), yearTo: Number(range[2]) };
  const after = /\b(after|since|nach|seit|dopo il|dopo|dal)\s+(\d{4})\b/.exec(text);
  const before = /\b(before|until|vor|bis|prima del|fino al)\s+(\d{4})\b/.exec(text);
  const years: { yearFrom?: number; yearTo?: number } = {};
  if (after?.[2]) years.yearFrom = Number(after[2]) + (['after', 'nach', 'dopo', 'dopo il'].includes(after[1] ?? '') ? 1 : 0);
  if (before?.[2]) years.yearTo = Number(before[2]) - (['before', 'vor', 'prima del'].includes(before[1] ?? '') ? 1 : 0);
  if (after || before) return years;
  const single = /\b(1[5-9]\d\d|20[0-4]\d)\b(?!\s?(?:'?s|er|ern)\b)/.exec(text);
  return single?.[1] ? { yearFrom: Number(single[1]), yearTo: Number(single[1]) } : {};
}

/** Reads a plain request in en/de/it without a model. */
export function parseIntent(raw: string, lexicon: GenreNames[], fallback: Locale): Intent {
  const folded = foldSearchText(raw);
  const words = folded.split(' ').filter(Boolean);
  const claimed = claimedWords(lexicon);
  // Excluded authors first: their names are read as nothing else ("nothing by Anne Rice" has no mood).
  const { names: notBy, rest } = excludedAuthorNames(raw, (word) => knownWords.has(word) || knownWords.has(looseFold(word)) || claimed.has(word));
  const split = splitByNegation(rest);
  // Nicknames of books are titles to compare with, and must not reach the genre names ("Hexer" ≠ "Hexen").
  const nickname = words.find((word) => word in TITLE_NICKNAMES);
  const positive = split.positive.filter((word) => !(word in TITLE_NICKNAMES));
  const title = likeTitle(rest) ?? (nickname ? TITLE_NICKNAMES[nickname] : undefined);

  const genreIds = genresIn(positive, lexicon);
  const excludeGenreIds = genresIn(split.negative, lexicon).filter((id) => !genreIds.includes(id));
  const audience = audienceIn(positive);
  const excludeAudience = audienceIn(split.negative);
  const seriesNegated = says(split.negative, SERIES_WORDS);
  const seriesForm = says(positive, STANDALONE_WORDS) || seriesNegated ? 'standalone' : says(positive, SERIES_WORDS) ? 'series' : undefined;
  const wantsShortForm = anyPhrase(positive, SHORT_FORM_WORDS);
  const moods = moodsIn(positive);
  if (wantsShortForm) moods.push('short');
  const forAudience = audienceMoods(audience);
  const notForAudience = audienceMoods(excludeAudience, true);
  moods.push(...forAudience.moods, ...notForAudience.moods);
  const excludeMoods = [...moodsIn(split.negative), ...forAudience.excludeMoods, ...notForAudience.excludeMoods].filter((mood) => !moods.includes(mood));

  const decade = findDecade(raw, folded);
  const years = decade === undefined ? findYears(rest, title ?? '') : { yearFrom: decade, yearTo: decade + 9 };
  const awards = awardWish(folded);
  const isFollowUp = words.length <= 10 && (words.some((word) => FOLLOW_UP_WORDS.includes(word)) || FOLLOW_UP_OPENERS.includes(words[0] ?? ''));
  const sameAuthorAsBefore = SAME_AUTHOR_PATTERNS.some((pattern) => pattern.test(folded));
  const author = sameAuthorAsBefore ? undefined : byAuthor(rest);

  const intent: Intent = {
    language: detectLanguage(folded, fallback),
    likeTitle: title,
    byAuthor: author,
    notByAuthors: notBy,
    sameAuthorAsBefore,
    genreIds,
    excludeGenreIds,
    moods: [...new Set(moods)],
    excludeMoods: [...new Set(excludeMoods)],
    audience,
    excludeAudience,
    seriesForm,
    maxPages: !wantsShortForm && anyPhrase(positive, SHORT_WORDS) ? SHORT_MAX_PAGES : pagesLimit(raw),
    decade,
    ...years,
    yearsOfPublication: anyPhrase(words, PUBLISHED_WORDS),
    isAwardWinner: !awards && AWARD_WORDS.test(folded),
    awards,
    isFollowUp,
    isOpenRequest: false,
    isOffTopic: false,
    text: folded,
  };
  // A "like X" may be a question in disguise ("Wie koche ich Risotto?"), so only the open request needs no title.
  const isUnconstrained = !hasConstraints(intent) && !intent.byAuthor && !intent.sameAuthorAsBefore;
  intent.isOpenRequest = isUnconstrained && !intent.likeTitle && !intent.isFollowUp && says(words, OPEN_REQUEST_WORDS);
  intent.isOffTopic = isUnconstrained && !intent.isOpenRequest && !ASKS_FOR_SIMILAR.test(raw) && !intent.isFollowUp && !anyPhrase(words, BOOK_WORDS);
  return intent;
}

/** "under 300 pages", "unter 300 Seiten", "meno di 300 pagine". */
function pagesLimit(raw: string): number | undefined {
  const match = /\b(?:under|below|less than|fewer than|max(?:imum)?|at most|unter|weniger als|höchstens|hoechstens|sotto le|meno di|al massimo)\s+(\d{2,4})\s*(?:pages|seiten|pagine|p)\b/i.exec(raw);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** Whether the request names anything the catalogue can filter on. */
export function hasConstraints(intent: Intent): boolean {
  return (
    intent.genreIds.length > 0 ||
    intent.excludeGenreIds.length > 0 ||
    intent.moods.length > 0 ||
    intent.excludeMoods.length > 0 ||
    intent.notByAuthors.length > 0 ||
    intent.seriesForm !== undefined ||
    intent.maxPages !== undefined ||
    intent.yearFrom !== undefined ||
    intent.yearTo !== undefined ||
    intent.isAwardWinner ||
    intent.awards !== undefined
  );
}
