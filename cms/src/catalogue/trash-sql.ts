/**
 * The one rule the catalogue's SQL follows for the trash (docs/rules.md §4, decision 121): a row of
 * books, authors, series, genres or awards whose `deleted_at` is set is in Payload's trash and no
 * reader sees it, nor anything that reaches it through a relation. Its rows in other tables
 * (relations, editions, award entries, the community's ratings and lists) stay, so a restore
 * brings it back whole.
 */
export type TrashableTable = 'books' | 'authors' | 'series' | 'genres' | 'awards';

/** True for a row of `alias` (a trashable table) that is not in the trash. */
export const notTrashed = (alias: string): string => `${alias}.deleted_at is null`;

/**
 * True when `idExpression` names a row of `table` that is not in the trash: for a relation row
 * (cms.books_rels, cms.books_all_series, cms.award_entries) whose other end must be live.
 */
export const isLive = (table: TrashableTable, idExpression: string): string =>
  `exists (select 1 from cms.${table} live where live.id = ${idExpression} and live.deleted_at is null)`;
