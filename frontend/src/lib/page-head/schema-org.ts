import {
  type AuthorDetail,
  type BookDetail,
  differingOriginalTitle,
  excerpt,
  type SeriesDetail,
} from '@starshelf/contract';
import { paths } from '@/config/paths';
import { DESCRIPTION_MAX_LENGTH } from './render-head-tags';

/**
 * schema.org objects for the catalogue's pages, as search engines read them (JSON-LD). Pure: links
 * are site-relative, `renderHeadTags` makes them absolute with the site's origin. Empty facts are
 * left out rather than written as null.
 */
type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Drops the keys whose value is null, undefined or an empty list. */
function compact(data: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0)));
}

/** The plain-text teaser of a markdown text, the length of a search result's snippet. */
export function teaser(markdown: string | null | undefined): string | undefined {
  return markdown ? excerpt(markdown, DESCRIPTION_MAX_LENGTH) || undefined : undefined;
}

/** Readers' ratings on the site's 1 to 5 scale; none until someone rated. */
function aggregateRating(average: number | null, count: number): JsonLd | undefined {
  if (average === null || count < 1) return undefined;
  return { '@type': 'AggregateRating', ratingValue: Number(average.toFixed(2)), ratingCount: count, bestRating: 5, worstRating: 1 };
}

function personRef(author: { name: string; slug: string; id: number }): JsonLd {
  return { '@type': 'Person', name: author.name, url: paths.author.href(author.slug || author.id) };
}

/** An ISBN from the primary edition, else from any edition that has one. */
function isbnOf(book: BookDetail): string | undefined {
  const withIsbn = book.editions.filter((edition) => edition.isbn);
  return (withIsbn.find((edition) => edition.isPrimaryEdition) ?? withIsbn[0])?.isbn ?? undefined;
}

/** "Hugo Award – Best Novel (1966)": the awards the book won; nominations are not awards. */
function awardsWon(book: BookDetail): string[] {
  return book.awards
    .filter((item) => item.isWinner)
    .map((item) => {
      const category = item.categoryName ? ` – ${item.categoryName}` : '';
      return `${item.award.name}${category}${item.year ? ` (${item.year})` : ''}`;
    });
}

/** What every page's subject starts with: its type, name, page, picture and a teaser of its text. */
function subject(type: string, name: string, url: string, image: string | null, text: string | null) {
  return { '@context': CONTEXT, '@type': type, name, url, image, description: teaser(text) };
}

export function bookJsonLd(book: BookDetail): JsonLd {
  return compact({
    ...subject('Book', book.title, paths.book.href(book.slug || String(book.id)), book.coverImage, book.description),
    // The title in the reader's language is the name; the original one, when it differs, the other name.
    alternateName: differingOriginalTitle(book.title, book.originalTitle),
    author: book.authors.map(personRef),
    isbn: isbnOf(book),
    datePublished: book.publicationDate ?? (book.publicationYear === null ? null : String(book.publicationYear)),
    publisher: book.publisher ? { '@type': 'Organization', name: book.publisher } : null,
    numberOfPages: book.pages,
    genre: book.genres.map((genre) => genre.name),
    aggregateRating: aggregateRating(book.averageRating, book.ratingsCount),
    award: awardsWon(book),
    isPartOf: book.allSeries.map((item) => ({ '@type': 'BookSeries', name: item.series.name, url: paths.seriesDetail.href(item.series.slug || item.series.id) })),
  });
}

export function personJsonLd(author: AuthorDetail): JsonLd {
  return compact({
    ...subject('Person', author.name, paths.author.href(author.slug || author.id), author.profileImageUrl, author.bio),
    // Free text ("c. 1920") is left as written: schema.org accepts a Date or text here.
    birthDate: author.born,
    deathDate: author.died,
    aggregateRating: aggregateRating(author.averageRating, author.ratingsCount),
  });
}

export function bookSeriesJsonLd(series: SeriesDetail): JsonLd {
  return compact({
    ...subject('BookSeries', series.name, paths.seriesDetail.href(series.slug || series.id), series.image, series.description),
    aggregateRating: aggregateRating(series.averageRating, series.ratingsCount),
    hasPart: series.books.map((book) => compact({
      '@type': 'Book',
      name: book.title,
      url: paths.book.href(book.slug || String(book.id)),
      position: book.position,
      author: book.authors.map(personRef),
    })),
  });
}

/** The site itself, on the home page: its name and its search (Google's sitelinks search box). */
export function webSiteJsonLd(name: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url: paths.home.href(),
    potentialAction: { '@type': 'SearchAction', target: `${paths.search.href()}?q={query}`, 'query-input': 'required name=query' },
  };
}
