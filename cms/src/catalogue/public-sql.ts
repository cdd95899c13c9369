/**
 * The one rule the catalogue's SQL follows for what readers may see (docs/rules.md §4, decisions
 * 121 and 123): a row of books, authors, series, genres or awards is public when it is published
 * (`_status`) and not in Payload's trash (`deleted_at`). No reader sees any other row, nor anything
 * that reaches it through a relation. A draft of a published document lives only in the version
 * tables (`_<table>_v`), so the row keeps the published text while an editor drafts. The other rows
 * of a hidden document (relations, editions, award entries, the community's ratings and lists) stay,
 * so a restore or a publish brings it back whole.
 */
export type CuratedTable = 'books' | 'authors' | 'series' | 'genres' | 'awards';

/** True for a row of `alias` (a curated table) that readers may see. */
export const isPublic = (alias: string): string => `(${alias}.deleted_at is null and ${alias}._status = 'published')`;

/**
 * True when `idExpression` names a public row of `table`: for a relation row (cms.books_rels,
 * cms.books_all_series, cms.award_entries) whose other end must be public.
 */
export const isLive = (table: CuratedTable, idExpression: string): string =>
  `exists (select 1 from cms.${table} live where live.id = ${idExpression} and ${isPublic('live')})`;

/**
 * An author's and a genre's relation rows (cms.books_rels, paths 'authors' and 'genres') keep
 * `book_is_public`, this rule applied to their book by triggers (migrations
 * 20261225_120000_author_books_order and 20261229_120000_kept_book_counts, decisions 138 and 143), so
 * an author's public books are read from one index in the author page's order, and both keep a count.
 */
export const isPublicAuthorRow = (alias: string): string => `${alias}.book_is_public`;
