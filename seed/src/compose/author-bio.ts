import { type Dataset } from '../data/dataset.js';
import { type AuthorRow, type AwardEntryRow, type BookRow, type SeriesRow } from '../data/row-schemas.js';
import { bestKnown, distinctYears, groupByAward, topGenres } from './catalogue-facts.js';
import { type LinkContext, awardPath, genrePath, seriesPath } from './link-context.js';
import { type Locale, type Localized, perLocale } from './locale.js';
import { escapeMarkdown, formatNumber, formatYear, italic, joinList, link, paragraph } from './markdown.js';
import { awardName, birthPlace } from './vocabulary.js';

interface Words {
  locale: Locale;
  dataset: Dataset;
  ctx: LinkContext;
  name: string;
}

/**
 * goodbooks credits carry no roles: illustrators and narrators are credited too. An award entry
 * counts for a person credited first, or whose surname appears in the entry's author text.
 */
function entryConcerns(author: AuthorRow, position: number, entry: AwardEntryRow): boolean {
  if (position === 1) return true;
  const surname = author.name.split(/\s+/).pop()?.toLowerCase();
  return surname !== undefined && (entry.workAuthor ?? '').toLowerCase().includes(surname);
}

function lifeSpan(a: AuthorRow, locale: Locale): string {
  const born = a.birthYear === undefined ? undefined : formatYear(a.birthYear, locale);
  const died = a.deathYear === undefined ? undefined : formatYear(a.deathYear, locale);
  if (born && died) return ` (${born}–${died})`;
  if (born) return ` (${{ en: 'born', de: 'geboren', it: 'n.' }[locale]} ${born})`;
  if (died) return ` (${{ en: 'died', de: 'gestorben', it: 'm.' }[locale]} ${died})`;
  return '';
}

function birthSentence(w: Words, a: AuthorRow, span: string): string | undefined {
  if (a.birthCountry === undefined) return undefined;
  const place = birthPlace(a.birthCountry, w.locale);
  // "(born 1929) was born in …" would say it twice: the year moves into the sentence instead.
  if (a.birthYear !== undefined && a.deathYear === undefined && place) {
    const year = formatYear(a.birthYear, w.locale);
    const participle = a.gender === 'male' ? 'nato' : a.gender === 'female' ? 'nata' : undefined;
    if (w.locale === 'en') return `${w.name} was born in ${year} ${place}.`;
    if (w.locale === 'de') return `${w.name} wurde ${year} ${place} geboren.`;
    if (participle) return `${w.name} è ${participle} nel ${year} ${place}.`;
  }
  if (w.locale === 'en') return `${w.name}${span} was born ${place}.`;
  if (w.locale === 'de') {
    return place ? `${w.name}${span} wurde ${place} geboren.` : `${w.name}${span} wurde in folgendem Land geboren: ${escapeMarkdown(a.birthCountry)}.`;
  }
  // Italian participles agree with the person: without a known gender, a neutral label sentence.
  const participle = a.gender === 'male' ? 'nato' : a.gender === 'female' ? 'nata' : undefined;
  if (place && participle) return `${w.name}${span} è ${participle} ${place}.`;
  return `${w.name}${span}: paese di nascita ${escapeMarkdown(a.birthCountry)}.`;
}

function bookItem(book: BookRow, locale: Locale): string {
  return book.publicationYear === undefined ? italic(book.title) : `${italic(book.title)} (${formatYear(book.publicationYear, locale)})`;
}

function booksSentence(w: Words, bookIds: number[], span: string): string {
  const shown = bestKnown(w.dataset, bookIds, 5);
  const list = joinList(shown.map((b) => bookItem(b, w.locale)), w.locale);
  const n = bookIds.length;
  const isPartial = shown.length < n;
  const count = formatNumber(n, w.locale);
  switch (w.locale) {
    case 'en':
      if (n === 1) return `The catalogue holds one book credited to ${w.name}${span}: ${list}.`;
      return `The catalogue holds ${count} books credited to ${w.name}${span}${isPartial ? ', among them' : ':'} ${list}.`;
    case 'de':
      if (n === 1) return `Der Katalog führt ein Buch, an dem ${w.name}${span} beteiligt ist: ${list}.`;
      return `Der Katalog führt ${count} Bücher, an denen ${w.name}${span} beteiligt ist${isPartial ? ', darunter' : ':'} ${list}.`;
    case 'it':
      if (n === 1) return `Il catalogo comprende un libro a cui ha contribuito ${w.name}${span}: ${list}.`;
      return `Il catalogo comprende ${count} libri a cui ha contribuito ${w.name}${span}${isPartial ? ', tra cui' : ':'} ${list}.`;
  }
}

function seriesSentence(w: Words, bookIds: number[]): string | undefined {
  const counts = new Map<number, number>();
  let booksInSeries = 0;
  for (const bookId of bookIds) {
    const memberships = w.dataset.seriesByBook.get(bookId) ?? [];
    if (memberships.length > 0) booksInSeries += 1;
    for (const m of memberships) counts.set(m.seriesId, (counts.get(m.seriesId) ?? 0) + 1);
  }
  if (counts.size === 0) return undefined;
  const all = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([id]) => w.dataset.series.get(id))
    .filter((s): s is SeriesRow => s !== undefined);
  const shown = all.slice(0, 4);
  const list = joinList(shown.map((s) => link(s.name, seriesPath(w.ctx, s.seriesId))), w.locale);
  const isTruncated = shown.length < all.length;
  const isOne = shown.length === 1 && !isTruncated;
  const single = bookIds.length === 1;
  const some = booksInSeries < bookIds.length;
  switch (w.locale) {
    case 'en': {
      const subject = single ? 'It belongs' : some ? 'Some of them belong' : 'They belong';
      return `${subject} to ${isTruncated ? 'series such as' : 'the series'} ${list}.`;
    }
    case 'de': {
      const subject = single ? 'Es gehört' : some ? 'Einige davon gehören' : 'Sie gehören';
      return `${subject} ${isTruncated ? 'zu Reihen wie' : isOne ? 'zur Reihe' : 'zu den Reihen'} ${list}.`;
    }
    case 'it': {
      const subject = single ? 'Fa parte' : some ? 'Alcuni fanno parte' : 'Fanno parte';
      return `${subject} ${isTruncated ? 'di serie come' : isOne ? 'della serie' : 'delle serie'} ${list}.`;
    }
  }
}

/** "the [Hugo Award](…) (1966 for *Dune*)"; years only when one award has many entries. */
function awardItems(w: Words, entries: AwardEntryRow[], article: Localized): string[] {
  return groupByAward(entries).map((group) => {
    const first = group[0] as AwardEntryRow;
    const award = w.dataset.awards.get(first.awardId);
    const name = link(award ? awardName(award, w.locale) : String(first.awardId), awardPath(w.ctx, first.awardId));
    const forWord = { en: 'for', de: 'für', it: 'con' }[w.locale];
    const detail =
      group.length > 3
        ? joinList(distinctYears(group).map(String), w.locale)
        : group.map((e) => `${e.year} ${forWord} ${italic(w.dataset.books.get(e.bookId ?? 0)?.title ?? e.workTitle)}`).join('; ');
    return `${article[w.locale]}${name} (${detail})`;
  });
}

function awardSentences(w: Words, entries: AwardEntryRow[]): string[] {
  const wins = entries.filter((e) => e.result === 'winner');
  const nominations = entries.filter((e) => e.result === 'nominee');
  const citations = entries.filter((e) => e.result === 'special_citation');
  const out: string[] = [];
  if (wins.length > 0) {
    const list = joinList(awardItems(w, wins, { en: 'the ', de: 'den ', it: 'il ' }), w.locale);
    out.push({ en: `${w.name} won ${list}.`, de: `${w.name} gewann ${list}.`, it: `${w.name} ha vinto ${list}.` }[w.locale]);
  }
  if (nominations.length > 0) {
    const list = joinList(awardItems(w, nominations, { en: 'the ', de: 'den ', it: 'al ' }), w.locale);
    const also = wins.length > 0;
    const one = nominations.length === 1;
    out.push(
      {
        en: `${w.name} was ${also ? 'also ' : ''}nominated for ${list}.`,
        de: `${also ? `Nominiert war ${w.name} außerdem für` : `${w.name} war nominiert für`} ${list}.`,
        it: `${w.name} ha ricevuto ${also ? 'inoltre ' : ''}${one ? 'una candidatura' : 'candidature'} ${list}.`,
      }[w.locale],
    );
  }
  if (citations.length > 0) {
    const list = joinList(awardItems(w, citations, { en: 'the ', de: 'beim ', it: 'al ' }), w.locale);
    out.push(
      {
        en: `${w.name} received a special citation of ${list}.`,
        de: `${w.name} erhielt eine lobende Erwähnung ${list}.`,
        it: `${w.name} ha ricevuto una menzione speciale ${list}.`,
      }[w.locale],
    );
  }
  return out;
}

function genresSentence(w: Words, bookIds: number[]): string | undefined {
  const genres = topGenres(w.dataset, bookIds, 3);
  if (genres.length === 0) return undefined;
  const list = joinList(genres.map((g) => link(g.name[w.locale], genrePath(w.ctx, g.genreId))), w.locale);
  const one = genres.length === 1;
  if (bookIds.length === 1) {
    return {
      en: `The book is filed under ${list}.`,
      de: `Das Buch gehört ${one ? 'zum Genre' : 'zu den Genres'} ${list}.`,
      it: `Il libro rientra ${one ? 'nel genere' : 'nei generi'} ${list}.`,
    }[w.locale];
  }
  return {
    en: one ? `The most frequent genre of these books is ${list}.` : `The most frequent genres of these books are ${list}.`,
    de: one ? `Das häufigste Genre dieser Bücher ist ${list}.` : `Die häufigsten Genres dieser Bücher sind ${list}.`,
    it: one ? `Il genere più frequente di questi libri è ${list}.` : `I generi più frequenti di questi libri sono ${list}.`,
  }[w.locale];
}

export function composeAuthorBioIn(dataset: Dataset, authorId: number, ctx: LinkContext, locale: Locale): string {
  const author = dataset.authors.get(authorId);
  if (!author) throw new Error(`unknown author ${authorId}`);
  const w: Words = { locale, dataset, ctx, name: escapeMarkdown(author.name) };
  const credits = dataset.creditsByAuthor.get(authorId) ?? [];
  const bookIds = [...new Set(credits.map((c) => c.bookId))].filter((id) => dataset.books.has(id));
  const entries = credits.flatMap((credit) =>
    (dataset.entriesByBook.get(credit.bookId) ?? []).filter((e) => entryConcerns(author, credit.position, e)),
  );
  const span = lifeSpan(author, locale);
  const born = birthSentence(w, author, span);
  const spanForBooks = born ? '' : span;
  if (bookIds.length === 0) {
    return born ?? { en: `${w.name}${span} is listed in the catalogue.`, de: `${w.name}${span} ist im Katalog verzeichnet.`, it: `${w.name}${span} è presente nel catalogo.` }[locale];
  }
  return paragraph([
    born,
    booksSentence(w, bookIds, spanForBooks),
    seriesSentence(w, bookIds),
    ...awardSentences(w, entries),
    genresSentence(w, bookIds),
  ]);
}

export function composeAuthorBio(dataset: Dataset, authorId: number, ctx: LinkContext): Localized {
  return perLocale((locale) => composeAuthorBioIn(dataset, authorId, ctx, locale));
}
