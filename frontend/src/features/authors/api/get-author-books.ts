import { AUTHOR_BOOKS_PAGE_SIZE, type AuthorDetail, type BookSummary, paged } from '@starshelf/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/api/infinite';

export const authorBookKeys = {
  all: ['author-books'] as const,
  list: (authorId: number, locale: string) => [...authorBookKeys.all, authorId, locale] as const,
};

export function authorBooksOptions(authorId: number, locale: string) {
  return pagedListOptions<BookSummary, ReturnType<typeof authorBookKeys.list>>(
    authorBookKeys.list(authorId, locale),
    `/api/authors/${authorId}/books`,
    { locale },
    AUTHOR_BOOKS_PAGE_SIZE,
  );
}

/**
 * The author's books page by page. The detail's `books` are the first page (docs/api.md "Catalogue"),
 * so the page is drawn without another call, on the server and in the browser; "Load more" asks
 * for page 2 onwards.
 */
export function useAuthorBooks(author: AuthorDetail, locale: string) {
  return useInfiniteQuery({
    ...authorBooksOptions(author.id, locale),
    initialData: { pages: [paged(author.books, author.bookCount, 1, AUTHOR_BOOKS_PAGE_SIZE)], pageParams: [1] },
  });
}
