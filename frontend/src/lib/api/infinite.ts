import type { Paged } from '@starshelf/contract';

export const PAGE_SIZE = 24;

/** The next page number for TanStack's infinite queries, from the API's paged answer. */
export function nextPageParam(last: Paged<unknown>): number | undefined {
  return last.hasMore ? last.page + 1 : undefined;
}

export function flattenPages<T>(pages: ReadonlyArray<Paged<T>> | undefined): { items: T[]; total: number } {
  const list = pages ?? [];
  return { items: list.flatMap((page) => page.items), total: list.at(-1)?.total ?? 0 };
}
