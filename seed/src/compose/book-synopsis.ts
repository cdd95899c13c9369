import { awardCategoryName } from '@starshelf/contract';
import { type Dataset } from '../data/dataset.js';
import { type AuthorRow, type AwardEntryRow, type GenreRow, type SeriesRow } from '../data/row-schemas.js';
import { byYearThenAward } from './catalogue-facts.js';
import { type LinkContext, authorPath, awardPath, genrePath, seriesPath } from './link-context.js';
import { type Locale, type Localized, perLocale } from './locale.js';
import { formatYear, italic, joinList, link, paragraph, sentence } from './markdown.js';
import { awardName } from './vocabulary.js';

interface SeriesPlace {
  series: SeriesRow;
  position: string | undefined;
}

export interface BookFacts {
  title: string;
  year: number | undefined;
  mainAuthor: AuthorRow | undefined;
  otherCredits: AuthorRow[];
  primaryGenre: GenreRow | undefined;
  otherGenres: GenreRow[];
  series: SeriesPlace[];
  wins: AwardEntryRow[];
  nominations: AwardEntryRow[];
  citations: AwardEntryRow[];
}

export function bookFacts(dataset: Dataset, bookId: number): BookFacts {
  const book = dataset.books.get(bookId);
  if (!book) throw new Error(`unknown book ${bookId}`);
  const credited = (dataset.creditsByBook.get(bookId) ?? [])
    .map((credit) => dataset.authors.get(credit.authorId))
    .filter((a): a is AuthorRow => a !== undefined);
  const primaryGenre = book.primaryGenreId === undefined ? undefined : dataset.genres.get(book.primaryGenreId);
  const otherGenres = (dataset.genresByBook.get(bookId) ?? [])
    .filter((label) => label.genreId !== book.primaryGenreId)
    .map((label) => ({ label, genre: dataset.genres.get(label.genreId) }))
    .filter((x): x is { label: typeof x.label; genre: GenreRow } => x.genre !== undefined)
    .sort((a, b) => a.genre.level - b.genre.level || (b.label.score ?? 0) - (a.label.score ?? 0) || a.genre.genreId - b.genre.genreId)
    .slice(0, 5)
    .map((x) => x.genre);
  const series = (dataset.seriesByBook.get(bookId) ?? [])
    .map((m) => ({ series: dataset.series.get(m.seriesId), position: m.position }))
    .filter((s): s is SeriesPlace => s.series !== undefined);
  const entries = [...(dataset.entriesByBook.get(bookId) ?? [])].sort(byYearThenAward);
  return {
    title: book.title,
    year: book.publicationYear,
    mainAuthor: credited[0],
    otherCredits: credited.slice(1),
    primaryGenre,
    otherGenres,
    series,
    wins: entries.filter((e) => e.result === 'winner'),
    nominations: entries.filter((e) => e.result === 'nominee'),
    citations: entries.filter((e) => e.result === 'special_citation'),
  };
}

interface Words {
  locale: Locale;
  dataset: Dataset;
  ctx: LinkContext;
}

const authorLink = (w: Words, a: AuthorRow) => link(a.name, authorPath(w.ctx, a.authorId));
const genreLink = (w: Words, g: GenreRow) => link(g.name[w.locale], genrePath(w.ctx, g.genreId));
const seriesLink = (w: Words, s: SeriesRow) => link(s.name, seriesPath(w.ctx, s.seriesId));

function awardLink(w: Words, entry: AwardEntryRow): string {
  const award = w.dataset.awards.get(entry.awardId);
  const name = award ? awardName(award, w.locale) : String(entry.awardId);
  return link(name, awardPath(w.ctx, entry.awardId));
}

/** "(1966, Best Novel)" or "(1966)". */
function entryDetail(w: Words, entry: AwardEntryRow): string {
  const category = entry.category === undefined ? '' : `, ${awardCategoryName(entry.category, w.locale)}`;
  return `(${entry.year}${category})`;
}

function lead(w: Words, f: BookFacts): string {
  const title = italic(f.title);
  const by = f.mainAuthor ? authorLink(w, f.mainAuthor) : undefined;
  const genre = f.primaryGenre ? genreLink(w, f.primaryGenre) : undefined;
  const year = f.year === undefined ? undefined : formatYear(f.year, w.locale);
  const isAncient = f.year !== undefined && f.year < 0;
  switch (w.locale) {
    case 'en': {
      const article = f.primaryGenre && /^[aeiou]/i.test(f.primaryGenre.name.en) ? 'an' : 'a';
      const kind = genre ? `${article} ${genre} book` : 'a book';
      const when = year === undefined ? '' : isAncient ? `, dating from ${year}` : `, first published in ${year}`;
      return sentence(`${title} is ${kind}${by ? ` by ${by}` : ''}${when}`);
    }
    case 'de': {
      const what = `ein Buch${by ? ` von ${by}` : ''}${genre ? ` aus dem Genre ${genre}` : ''}`;
      const when = year === undefined ? '' : isAncient ? `, das aus dem Jahr ${year} stammt` : `, das erstmals ${year} erschien`;
      return sentence(`${title} ist ${what}${when}`);
    }
    case 'it': {
      const what = `un libro${by ? ` di ${by}` : ''}${genre ? ` del genere ${genre}` : ''}`;
      const when = year === undefined ? '' : isAncient ? `, risalente al ${year}` : `, pubblicato per la prima volta nel ${year}`;
      return sentence(`${title} è ${what}${when}`);
    }
  }
}

function creditsSentence(w: Words, f: BookFacts): string | undefined {
  if (f.otherCredits.length === 0) return undefined;
  const names = joinList(f.otherCredits.map((a) => authorLink(w, a)), w.locale);
  const label: Record<Locale, string> = { en: 'Also credited', de: 'Ebenfalls genannt', it: 'Altri nomi accreditati' };
  return `${label[w.locale]}: ${names}.`;
}

function seriesSentence(w: Words, place: SeriesPlace, isFirst: boolean): string {
  const name = seriesLink(w, place.series);
  const position = place.position?.replace(/(\d)-(\d)/g, '$1–$2');
  const isRange = position !== undefined && /[–,]/.test(position);
  switch (w.locale) {
    case 'en':
      if (position === undefined) return `It ${isFirst ? '' : 'also '}belongs to the series ${name}.`;
      if (isRange) return `It ${isFirst ? '' : 'also '}collects books ${position} of the series ${name}.`;
      return `It is ${isFirst ? '' : 'also '}book ${position} in the series ${name}.`;
    case 'de':
      if (position === undefined) return isFirst ? `Es gehört zur Reihe ${name}.` : `Außerdem gehört es zur Reihe ${name}.`;
      if (isRange) return isFirst ? `Es umfasst die Bände ${position} der Reihe ${name}.` : `Außerdem umfasst es die Bände ${position} der Reihe ${name}.`;
      return isFirst ? `Es ist Band ${position} der Reihe ${name}.` : `Außerdem ist es Band ${position} der Reihe ${name}.`;
    case 'it':
      if (position === undefined) return `Fa ${isFirst ? '' : 'anche '}parte della serie ${name}.`;
      if (isRange) return `Raccoglie ${isFirst ? '' : 'anche '}i volumi ${position} della serie ${name}.`;
      return `È ${isFirst ? '' : 'anche '}il volume ${position} della serie ${name}.`;
  }
}

function genresSentence(w: Words, f: BookFacts): string | undefined {
  if (f.otherGenres.length === 0) return undefined;
  const list = joinList(f.otherGenres.map((g) => genreLink(w, g)), w.locale);
  const also = f.primaryGenre !== undefined;
  switch (w.locale) {
    case 'en':
      return `Readers ${also ? 'also ' : ''}file it under ${list}.`;
    case 'de':
      return `Leserinnen und Leser ordnen es ${also ? 'außerdem ' : ''}${f.otherGenres.length === 1 ? 'dem Genre' : 'den Genres'} ${list} zu.`;
    case 'it':
      return `I lettori lo collocano ${also ? 'anche ' : ''}${f.otherGenres.length === 1 ? 'nel genere' : 'nei generi'} ${list}.`;
  }
}

function awardsSentences(w: Words, f: BookFacts): string[] {
  const item = (article: Record<Locale, string>) => (e: AwardEntryRow) =>
    `${article[w.locale]}${awardLink(w, e)} ${entryDetail(w, e)}`;
  const sentences: string[] = [];
  if (f.wins.length > 0) {
    const list = joinList(f.wins.map(item({ en: 'the ', de: 'den ', it: 'il ' })), w.locale);
    sentences.push({ en: `It won ${list}.`, de: `Es gewann ${list}.`, it: `Ha vinto ${list}.` }[w.locale]);
  }
  if (f.nominations.length > 0) {
    const also = f.wins.length > 0;
    const one = f.nominations.length === 1;
    const en = joinList(f.nominations.map(item({ en: 'the ', de: '', it: '' })), 'en');
    const de = joinList(f.nominations.map(item({ en: '', de: 'den ', it: '' })), 'de');
    const it = joinList(f.nominations.map(item({ en: '', de: '', it: 'al ' })), 'it');
    sentences.push(
      {
        en: `It was ${also ? 'also ' : ''}nominated for ${en}.`,
        de: `${also ? 'Außerdem war es' : 'Es war'} für ${de} nominiert.`,
        it: `Ha ricevuto ${also ? 'inoltre ' : ''}${one ? 'una candidatura' : 'candidature'} ${it}.`,
      }[w.locale],
    );
  }
  if (f.citations.length > 0) {
    const list = joinList(f.citations.map(item({ en: 'the ', de: 'beim ', it: 'al ' })), w.locale);
    sentences.push(
      {
        en: `It received a special citation of ${list}.`,
        de: `Es erhielt eine lobende Erwähnung ${list}.`,
        it: `Ha ricevuto una menzione speciale ${list}.`,
      }[w.locale],
    );
  }
  return sentences;
}

/** The book's synopsis in one locale, composed only from facts of the data set. */
export function composeBookSynopsisIn(dataset: Dataset, bookId: number, ctx: LinkContext, locale: Locale): string {
  const facts = bookFacts(dataset, bookId);
  const w: Words = { locale, dataset, ctx };
  return paragraph([
    lead(w, facts),
    creditsSentence(w, facts),
    ...facts.series.map((place, index) => seriesSentence(w, place, index === 0)),
    genresSentence(w, facts),
    ...awardsSentences(w, facts),
  ]);
}

export function composeBookSynopsis(dataset: Dataset, bookId: number, ctx: LinkContext): Localized {
  return perLocale((locale) => composeBookSynopsisIn(dataset, bookId, ctx, locale));
}
