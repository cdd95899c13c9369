import { foldSearchText, type Locale } from '@starshelf/contract';
import { searchCatalogue } from '@starshelf/cms/catalogue';
import { bookIdsMatching, bookTitles, expiringRead, seriesNames, type BookTitle, type SeriesNames } from '@starshelf/cms/catalogue/recommend';
import damerauLevenshtein from 'damerau-levenshtein';

type TitleEntry = { id: number; title: string; folded: string; ratingsCount: number };

/** Longer messages are sentences, not titles with typos. */
const MAX_MISSPELT_TITLE_WORDS = 4;

/** Typos a title may carry: one per four letters, at most two ("Dnue" → Dune, "Foundaton" → Foundation). */
const typosAllowed = (folded: string) => Math.min(2, Math.floor(folded.replace(/ /g, '').length / 4));

/** Titles and series names only change when editors add books; a few minutes of staleness is harmless. */
const LEXICON_TTL_MS = 5 * 60_000;

type Lexicons = { titles: TitleEntry[]; series: { id: number; folded: string[] }[] };

async function readLexicons(): Promise<Lexicons> {
  const [titles, series] = await Promise.all([bookTitles(), seriesNames()]);
  return {
    titles: titles.map((book: BookTitle) => ({ id: book.id, title: book.title, folded: foldSearchText(book.title), ratingsCount: book.ratingsCount })),
    series: series.map((entry: SeriesNames) => ({ id: entry.id, folded: entry.names.map(foldSearchText) })),
  };
}

const lexiconRead = expiringRead(LEXICON_TTL_MS, readLexicons);
const cachedLexicons = () => lexiconRead.get();

/** Test suites create books in fresh databases; they forget the titles between them. */
export function forgetBookTitles(): void {
  lexiconRead.forget();
}

/**
 * The series a reader means by "like X" and does not want to be offered: X's own, and every
 * series named after X ("Prelude to Dune", "Legends of Dune" for Dune; "Second Foundation Trilogy").
 */
export async function seriesOfLikedBook(liked: { title: string }, ownSeriesIds: readonly number[]): Promise<Set<number>> {
  const title = foldSearchText(liked.title);
  const related = new Set(ownSeriesIds);
  if (title.length < 4) return related;
  for (const series of (await cachedLexicons()).series) {
    if (series.folded.some((name) => ` ${name} `.includes(` ${title} `))) related.add(series.id);
  }
  return related;
}

const isSameTitle = (wanted: string, found: string) =>
  found === wanted || found.startsWith(`${wanted} `) || wanted.startsWith(`${found} `) || wanted === found.split(' ').slice(0, wanted.split(' ').length).join(' ');

/** A title written with a few typos: `found`, or its start with as many words as `wanted`, within the typos allowed. */
function isMisspeltTitle(wanted: string, found: string): boolean {
  const head = found.split(' ').slice(0, wanted.split(' ').length).join(' ');
  return damerauLevenshtein(wanted, head).steps <= typosAllowed(wanted);
}

/** The most read book whose whole title is within the typos allowed, when the trigram search found none. */
async function misspeltTitle(wanted: string): Promise<{ id: number; title: string } | undefined> {
  const allowed = typosAllowed(wanted);
  // A sentence is not a misspelt title; and comparing it with every title was 10 ms of an off-topic answer.
  if (allowed === 0 || wanted.split(' ').length > MAX_MISSPELT_TITLE_WORDS) return undefined;
  const close = (await cachedLexicons()).titles
    // A typo rarely hits the first letter; a swap of the first two is one ("Dnue" still starts with d).
    .filter((entry) => Math.abs(entry.folded.length - wanted.length) <= allowed && (entry.folded[0] === wanted[0] || entry.folded[0] === wanted[1]))
    .map((entry) => ({ entry, steps: damerauLevenshtein(wanted, entry.folded).steps }))
    .filter((candidate) => candidate.steps <= allowed)
    .sort((a, b) => a.steps - b.steps || b.entry.ratingsCount - a.entry.ratingsCount);
  return close[0] ? { id: close[0].entry.id, title: close[0].entry.title } : undefined;
}

/**
 * A catalogue book for "like X": an exact title, a series named exactly X (its best-rated book:
 * "like Discworld", "like Harry Potter"), a search hit that really is that title, or one that is
 * that title with a typo or two ("Foundaton" through the trigram search, "Dnue" through the titles).
 */
export async function resolveLikedBook(title: string, locale: Locale): Promise<{ id: number; title: string } | undefined> {
  const wanted = foldSearchText(title);
  // An exact title (the common case) from the cached titles, without a round trip.
  const exact = (await cachedLexicons()).titles.filter((entry) => entry.folded === wanted).sort((a, b) => b.ratingsCount - a.ratingsCount)[0];
  if (exact) return { id: exact.id, title: exact.title };
  const groups = await searchCatalogue(title, { locale, limits: { book: 3, author: 0, series: 1, genre: 0, award: 0 } });
  const series = groups.series.find((entry) => foldSearchText(entry.title) === wanted);
  const [bestId] = series ? await bookIdsMatching({ seriesIds: [series.id], limit: 1 }) : [];
  if (series && bestId !== undefined) return { id: bestId, title: series.title };
  // A match must really be that title, or "I would like fantasy" would look for a book.
  const hit = groups.books.find((book) => isSameTitle(wanted, foldSearchText(book.title))) ?? groups.books.find((book) => isMisspeltTitle(wanted, foldSearchText(book.title)));
  if (hit) return { id: hit.id, title: hit.title };
  return misspeltTitle(wanted);
}

/**
 * Whether a whole message (one read as off-topic) is a book's title, a series' name or a title
 * with a typo or two: from the cached lists only, so an off-topic question costs no search.
 */
export async function titleOfMessage(message: string): Promise<{ id: number; title: string } | undefined> {
  const wanted = foldSearchText(message.slice(0, 100));
  const lexicons = await cachedLexicons();
  const exact = lexicons.titles.filter((entry) => entry.folded === wanted).sort((a, b) => b.ratingsCount - a.ratingsCount)[0];
  if (exact) return { id: exact.id, title: exact.title };
  const series = lexicons.series.find((entry) => entry.folded.includes(wanted));
  const [bestId] = series ? await bookIdsMatching({ seriesIds: [series.id], limit: 1 }) : [];
  if (series && bestId !== undefined) return { id: bestId, title: message.trim() };
  return misspeltTitle(wanted);
}
