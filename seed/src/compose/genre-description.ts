import { type Dataset } from '../data/dataset.js';
import { firstAuthor, wellRated } from './catalogue-facts.js';
import { type LinkContext, authorPath, genrePath } from './link-context.js';
import { type Locale, type Localized, perLocale } from './locale.js';
import { escapeMarkdown, formatNumber, italic, joinList, link, paragraph } from './markdown.js';

export function composeGenreDescriptionIn(dataset: Dataset, genreId: number, ctx: LinkContext, locale: Locale): string {
  const genre = dataset.genres.get(genreId);
  if (!genre) throw new Error(`unknown genre ${genreId}`);
  const name = escapeMarkdown(genre.name[locale]);
  const parent = genre.parentId === undefined ? undefined : dataset.genres.get(genre.parentId);
  const genreLink = (id: number) => {
    const g = dataset.genres.get(id);
    return g ? link(g.name[locale], genrePath(ctx, id)) : '';
  };

  const lead = parent
    ? {
        en: `${name} is a sub-genre of ${genreLink(parent.genreId)}.`,
        de: `${name} ist ein Untergenre von ${genreLink(parent.genreId)}.`,
        it: `${name} è un sottogenere di ${genreLink(parent.genreId)}.`,
      }[locale]
    : {
        en: `${name} is one of the main genres of the catalogue.`,
        de: `${name} ist eines der Hauptgenres des Katalogs.`,
        it: `${name} è uno dei generi principali del catalogo.`,
      }[locale];

  const children = dataset.tables.genres.filter((g) => g.parentId === genreId);
  const childList = joinList(children.map((g) => genreLink(g.genreId)), locale);
  const childSentence =
    children.length > 0 &&
    (children.length === 1
      ? { en: `Its sub-genre is ${childList}.`, de: `Das einzige Untergenre ist ${childList}.`, it: `Il suo sottogenere è ${childList}.` }[locale]
      : { en: `Its sub-genres are ${childList}.`, de: `Zu den Untergenres gehören ${childList}.`, it: `I suoi sottogeneri sono ${childList}.` }[locale]);

  const bookIds = [...new Set((dataset.booksByGenre.get(genreId) ?? []).map((l) => l.bookId))];
  const n = bookIds.length;
  const count = formatNumber(n, locale);
  const countSentence =
    n === 0
      ? { en: 'The catalogue holds no books in this genre yet.', de: 'Der Katalog enthält noch keine Bücher dieses Genres.', it: 'Il catalogo non comprende ancora libri di questo genere.' }[locale]
      : n === 1
        ? { en: 'The catalogue holds one book in this genre.', de: 'Der Katalog enthält ein Buch dieses Genres.', it: 'Il catalogo comprende un libro di questo genere.' }[locale]
        : { en: `The catalogue holds ${count} books in this genre.`, de: `Der Katalog enthält ${count} Bücher dieses Genres.`, it: `Il catalogo comprende ${count} libri di questo genere.` }[locale];

  const top = wellRated(dataset, bookIds, 3).map((book) => {
    const author = firstAuthor(dataset, book.bookId);
    const by = author ? ` ${{ en: 'by', de: 'von', it: 'di' }[locale]} ${link(author.name, authorPath(ctx, author.authorId))}` : '';
    return `${italic(book.title)}${by}`;
  });
  const topList = joinList(top, locale);
  const topSentence =
    top.length > 0 &&
    (top.length === 1
      ? { en: `One well-rated title is ${topList}.`, de: `Ein gut bewerteter Titel ist ${topList}.`, it: `Un titolo ben valutato è ${topList}.` }[locale]
      : {
          en: `Well-rated titles include ${topList}.`,
          de: `Zu den gut bewerteten Titeln gehören ${topList}.`,
          it: `Tra i titoli meglio valutati figurano ${topList}.`,
        }[locale]);

  return paragraph([lead, childSentence, countSentence, topSentence]);
}

export function composeGenreDescription(dataset: Dataset, genreId: number, ctx: LinkContext): Localized {
  return perLocale((locale) => composeGenreDescriptionIn(dataset, genreId, ctx, locale));
}
