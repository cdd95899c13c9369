import { foldSearchText } from './slug.js';

/**
 * The titles a book is known under (docs/rules.md §3 "Titles"): its title in each locale, its
 * original title and its editions' titles. Rules both the search index and the pages apply.
 */

/** A Goodreads edition title carries its series: "Dune (Dune Chronicles, #1)" is the title "Dune". */
const SERIES_SUFFIX = /\s*\([^()]*#\s*[\d.,\s-]+\)\s*$/;

export function withoutSeriesSuffix(title: string): string {
  const stripped = title.replace(SERIES_SUFFIX, '').trim();
  return stripped.length > 0 ? stripped : title.trim();
}

/** The trigrams of each word, padded as PostgreSQL's pg_trgm pads them. */
function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.split(' ').filter(Boolean)) {
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1) found.add(padded.slice(index, index + 3));
  }
  return found;
}

/**
 * How well a folded title answers a folded query: the whole title (4), the start of a word (3),
 * every word (2), else below 1 by the share of the query's words or trigrams it holds (a typo).
 */
function matchScore(title: string, query: string): number {
  if (title === query) return 4;
  const padded = ` ${title}`;
  if (padded.includes(` ${query}`)) return 3;
  const words = query.split(' ').filter(Boolean);
  const hits = words.filter((word) => padded.includes(` ${word}`)).length;
  if (words.length > 0 && hits === words.length) return 2;
  const wanted = trigrams(query);
  const held = trigrams(title);
  const shared = [...wanted].filter((trigram) => held.has(trigram)).length;
  return 0.99 * Math.max(hits / Math.max(words.length, 1), shared / Math.max(wanted.size, 1));
}

/**
 * The title a search matched when it is not the one the reader sees ("Der Herr der Ringe" found
 * by "lord of the rings" answers "The Lord of the Rings"), else null: the shown title wins a tie.
 */
export function matchedTitle(query: string, shownTitle: string, titles: readonly string[]): string | null {
  const folded = foldSearchText(query).toLowerCase().replace(/\s+/g, ' ');
  if (!folded) return null;
  const score = (title: string) => matchScore(foldSearchText(title).toLowerCase().replace(/\s+/g, ' '), folded);
  const shownScore = score(shownTitle);
  const shownFolded = foldSearchText(shownTitle).toLowerCase();
  let best: { title: string; score: number } | null = null;
  for (const title of titles) {
    if (foldSearchText(title).toLowerCase() === shownFolded) continue;
    const candidate = score(title);
    if (candidate > shownScore && (!best || candidate > best.score)) best = { title, score: candidate };
  }
  return best && best.score > 0 ? best.title : null;
}

type WithLanguage = { languageCode: string | null };

/** Editions in the reader's language first, the rest in their given order (docs/rules.md §2). */
export function readerLanguageFirst<T extends WithLanguage>(editions: readonly T[], locale: string): T[] {
  return [...editions.filter((edition) => edition.languageCode === locale), ...editions.filter((edition) => edition.languageCode !== locale)];
}

/** The original title when it is not the title shown (a German "Dune" needs no "Original: Dune"), else null. */
export function differingOriginalTitle(shownTitle: string, originalTitle: string | null | undefined): string | null {
  if (!originalTitle?.trim()) return null;
  return foldSearchText(originalTitle) === foldSearchText(shownTitle) ? null : originalTitle.trim();
}
