import { type Dataset } from '../data/dataset.js';
import { type AuthorRow, type AwardEntryRow } from '../data/row-schemas.js';
import { distinctYears, firstAuthor, groupByAward, topGenres } from './catalogue-facts.js';
import { type LinkContext, authorPath, awardPath, genrePath } from './link-context.js';
import { type Locale, type Localized, perLocale } from './locale.js';
import { escapeMarkdown, formatNumber, formatYear, italic, joinList, link, paragraph } from './markdown.js';
import { awardName } from './vocabulary.js';

function seriesAuthors(dataset: Dataset, bookIds: number[]): AuthorRow[] {
  const counts = new Map<number, { author: AuthorRow; count: number }>();
  for (const bookId of bookIds) {
    const author = firstAuthor(dataset, bookId);
    if (!author) continue;
    const item = counts.get(author.authorId) ?? { author, count: 0 };
    item.count += 1;
    counts.set(author.authorId, item);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.author.authorId - b.author.authorId).map((i) => i.author);
}

export function composeSeriesDescriptionIn(dataset: Dataset, seriesId: number, ctx: LinkContext, locale: Locale): string {
  const series = dataset.series.get(seriesId);
  if (!series) throw new Error(`unknown series ${seriesId}`);
  const members = dataset.booksBySeries.get(seriesId) ?? [];
  const bookIds = members.map((m) => m.bookId);
  const name = escapeMarkdown(series.name);
  const n = bookIds.length;

  const authors = seriesAuthors(dataset, bookIds);
  const shownAuthors = authors.slice(0, 3).map((a) => link(a.name, authorPath(ctx, a.authorId)));
  const byList = joinList(shownAuthors, locale) + (authors.length > 3 ? { en: ' and others', de: ' und anderen', it: ' e altri' }[locale] : '');
  const lead =
    authors.length === 0
      ? { en: `${name} is a book series.`, de: `${name} ist eine Buchreihe.`, it: `${name} è una serie di libri.` }[locale]
      : { en: `${name} is a series by ${byList}.`, de: `${name} ist eine Reihe von ${byList}.`, it: `${name} è una serie di ${byList}.` }[locale];

  const years = bookIds.map((id) => dataset.books.get(id)?.publicationYear).filter((y): y is number => y !== undefined);
  const first = years.length ? formatYear(Math.min(...years), locale) : undefined;
  const last = years.length ? formatYear(Math.max(...years), locale) : undefined;
  const span = first === undefined ? undefined : first === last ? { single: first } : { from: first, to: last as string };
  const count = formatNumber(n, locale);
  let holdings: string | undefined;
  if (n > 0) {
    if (locale === 'en') {
      const when = !span ? '' : 'single' in span ? `, first published in ${span.single}` : `, first published between ${span.from} and ${span.to}`;
      holdings = `The catalogue holds ${n === 1 ? 'one' : count} of its books${when}.`;
    } else if (locale === 'de') {
      const when = !span ? '' : 'single' in span ? `, erstmals erschienen ${span.single}` : `, erstmals erschienen zwischen ${span.from} und ${span.to}`;
      holdings = `Der Katalog enthält ${n === 1 ? 'einen' : count} ihrer Bände${when}.`;
    } else {
      const participle = n === 1 ? 'pubblicato' : 'pubblicati';
      const when = !span ? '' : 'single' in span ? `, ${participle} per la prima volta nel ${span.single}` : `, ${participle} per la prima volta tra il ${span.from} e il ${span.to}`;
      holdings = `Il catalogo ne comprende ${n === 1 ? 'un libro' : `${count} libri`}${when}.`;
    }
  }

  const opener = members.find((m) => m.position === '1');
  const openerBook = opener ? dataset.books.get(opener.bookId) : undefined;
  const openerText = openerBook
    ? `${italic(openerBook.title)}${openerBook.publicationYear === undefined ? '' : ` (${formatYear(openerBook.publicationYear, locale)})`}`
    : undefined;
  const openerSentence = openerText && { en: `Book 1 is ${openerText}.`, de: `Band 1 ist ${openerText}.`, it: `Il volume 1 è ${openerText}.` }[locale];

  const genres = topGenres(dataset, bookIds, 3);
  const genreList = joinList(genres.map((g) => link(g.name[locale], genrePath(ctx, g.genreId))), locale);
  const oneGenre = genres.length === 1;
  const genreSentence =
    genres.length === 0
      ? undefined
      : n === 1
        ? {
            en: `Its book is filed under ${genreList}.`,
            de: `Ihr Band gehört ${oneGenre ? 'zum Genre' : 'zu den Genres'} ${genreList}.`,
            it: `Il suo libro rientra ${oneGenre ? 'nel genere' : 'nei generi'} ${genreList}.`,
          }[locale]
        : {
            en: `The most frequent ${oneGenre ? 'genre of its books is' : 'genres of its books are'} ${genreList}.`,
            de: `${oneGenre ? 'Das häufigste Genre ihrer Bände ist' : 'Die häufigsten Genres ihrer Bände sind'} ${genreList}.`,
            it: `${oneGenre ? 'Il genere più frequente dei suoi libri è' : 'I generi più frequenti dei suoi libri sono'} ${genreList}.`,
          }[locale];

  const entries = bookIds.flatMap((id) => dataset.entriesByBook.get(id) ?? []);
  const wins = entries.filter((e) => e.result === 'winner');
  const nominations = entries.filter((e) => e.result !== 'winner').length;
  const article = { en: 'the ', de: 'den ', it: 'il ' }[locale];
  const winList = joinList(
    groupByAward(wins).map((group) => {
      const entry = group[0] as AwardEntryRow;
      const award = dataset.awards.get(entry.awardId);
      const label = link(award ? awardName(award, locale) : String(entry.awardId), awardPath(ctx, entry.awardId));
      return `${article}${label} (${joinList(distinctYears(group).map(String), locale)})`;
    }),
    locale,
  );
  const winSentence =
    wins.length > 0 &&
    { en: `Books of the series won ${winList}.`, de: `Bände der Reihe gewannen ${winList}.`, it: `I libri della serie hanno vinto ${winList}.` }[locale];
  const nominationCount = formatNumber(nominations, locale);
  // "further" only makes sense after a sentence about wins.
  const further = wins.length > 0 ? { en: 'further ', de: 'weitere ', it: 'altre ' }[locale] : '';
  const anotherIt = wins.length > 0 ? 'un’altra' : 'una';
  const nominationSentence =
    nominations > 0 &&
    (nominations === 1
      ? { en: `The data records one ${further}nomination or citation for its books.`, de: `Für ihre Bände ist eine ${further ? 'weitere ' : ''}Nominierung oder Erwähnung verzeichnet.`, it: `Per i suoi libri è registrata ${anotherIt} candidatura o menzione.` }[locale]
      : {
          en: `The data records ${nominationCount} ${further}nominations or citations for its books.`,
          de: `Für ihre Bände sind ${nominationCount} ${further}Nominierungen oder Erwähnungen verzeichnet.`,
          it: `Per i suoi libri sono registrate ${further}${nominationCount} candidature o menzioni.`,
        }[locale]);

  return paragraph([lead, holdings, openerSentence, genreSentence, winSentence, nominationSentence]);
}

export function composeSeriesDescription(dataset: Dataset, seriesId: number, ctx: LinkContext): Localized {
  return perLocale((locale) => composeSeriesDescriptionIn(dataset, seriesId, ctx, locale));
}
