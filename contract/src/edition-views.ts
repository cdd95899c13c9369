/**
 * How many of a book's editions `GET /api/books/{idOrSlug}` answers (`?editions=`, docs/api.md
 * "Catalogue", decision 167): `all`, the default, every one; `primary` the one a page names the book
 * by, for the book page, which lists none (the edition picker reads `GET /api/books/{id}/editions`).
 */
export const BOOK_EDITION_VIEWS = ['all', 'primary'] as const;
export type BookEditionView = (typeof BOOK_EDITION_VIEWS)[number];
export const DEFAULT_BOOK_EDITION_VIEW: BookEditionView = 'all';

type ViewedEdition = { isPrimaryEdition: boolean | null; isbn: string | null };

/**
 * The editions of `view`, from a book's editions in the detail's order (the primary first): for
 * `primary`, the first, and when it has no ISBN also the first that has one, so a page that names
 * the book's ISBN (its schema.org data) names the same one as from the whole list.
 */
export function editionsInView<T extends ViewedEdition>(editions: readonly T[], view: BookEditionView): T[] {
  if (view === 'all') return [...editions];
  const [first] = editions;
  if (!first) return [];
  const withIsbn = first.isbn ? undefined : editions.find((edition) => edition.isbn);
  return withIsbn ? [first, withIsbn] : [first];
}
