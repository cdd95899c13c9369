import type { ImportDocument } from '@starshelf/cms/catalogue/import';
import { withoutSeriesSuffix } from '@starshelf/contract';

import { composeBookSynopsis } from '../../compose/book-synopsis.js';
import type { Dataset } from '../../data/dataset.js';
import { type ImportKeys, importLinks, requireId } from './links.js';

/** Genres with the book's primary genre first, then the others in file order. */
function genreIds(dataset: Dataset, bookId: number, primaryGenreId: number | undefined): number[] {
  const ids = (dataset.genresByBook.get(bookId) ?? []).map((g) => g.genreId);
  const ordered = primaryGenreId === undefined ? ids : [primaryGenreId, ...ids.filter((id) => id !== primaryGenreId)];
  return [...new Set(ordered)];
}

function translatedTitle(dataset: Dataset, bookId: number, locale: 'de' | 'it'): string | null {
  return dataset.titlesByBook.get(bookId)?.find((row) => row.locale === locale)?.title ?? null;
}

/** Needs genres, authors, series and awards imported (ids) and all slugs assigned. */
export function bookDocuments(dataset: Dataset, keys: ImportKeys): ImportDocument[] {
  const links = importLinks(keys);
  return dataset.tables.books.map((b) => {
    const synopsis = composeBookSynopsis(dataset, b.bookId, links);
    return {
      externalId: b.bookId,
      values: {
        slug: keys.slugs.books.get(b.bookId) ?? null,
        cover_image_url: b.coverImageUrl ?? null,
        publication_year: b.publicationYear ?? null,
        publisher: b.publisher ?? null,
        pages: b.pages !== undefined && b.pages >= 1 ? b.pages : null,
        goodreads_book_id: b.goodreadsBookId ?? null,
        // 197 original titles carry Goodreads' series suffix, "(The Sisters Grimm, #7)": not part of the title.
        original_title: b.originalTitle === undefined ? null : withoutSeriesSuffix(b.originalTitle),
      },
      // English is the catalogue's title; German and Italian only where a translation was published
      // under its own title (book_titles.csv). Left empty, readers see the English one and the
      // translation status lists the gap for editors (docs/rules.md §3 "Titles").
      locales: {
        en: { title: b.title, description: synopsis.en },
        de: { title: translatedTitle(dataset, b.bookId, 'de'), description: synopsis.de },
        it: { title: translatedTitle(dataset, b.bookId, 'it'), description: synopsis.it },
      },
      rels: {
        authors: [...new Set((dataset.creditsByBook.get(b.bookId) ?? []).map((c) => c.authorId))].map((id) =>
          requireId(keys.ids.authors, id, 'author'),
        ),
        genres: genreIds(dataset, b.bookId, b.primaryGenreId).map((id) => requireId(keys.ids.genres, id, 'genre')),
      },
      array: (dataset.seriesByBook.get(b.bookId) ?? []).map((m) => ({
        series_id: requireId(keys.ids.series, m.seriesId, 'series'),
        position: m.position ?? null,
        position_sort: m.positionSort ?? null,
      })),
    };
  });
}
