/**
 * What a merge of duplicate catalogue documents may take and how it settles a member's two rows
 * (docs/rules.md §4, decision 122). Pure: the SQL in merge-documents.ts applies these.
 */
export const MERGEABLE_COLLECTIONS = ['books', 'authors', 'series'] as const;
export type MergeableCollection = (typeof MERGEABLE_COLLECTIONS)[number];

export function isMergeableCollection(name: string): name is MergeableCollection {
  return (MERGEABLE_COLLECTIONS as readonly string[]).includes(name);
}

/** The kinds of rows a merge moves, as the API counts them. */
export type MovedCounts = {
  editions: number;
  ratings: number;
  reviews: number;
  readingList: number;
  awardEntries: number;
  seriesEntries: number;
  /** Authors only: the books' links to the author. */
  bookLinks: number;
};

export const NO_MOVES: MovedCounts = { editions: 0, ratings: 0, reviews: 0, readingList: 0, awardEntries: 0, seriesEntries: 0, bookLinks: 0 };

/** The conflicts a merge resolves by rule, each counted and named by its rule. */
export type ConflictKind = 'ratings' | 'readingList' | 'seriesEntries' | 'bookLinks' | 'primaryEdition';
export type MergeConflict = { kind: ConflictKind; count: number; rule: string };

export const CONFLICT_RULES: Record<ConflictKind, string> = {
  ratings: 'A member who rated both keeps the newer rating; its review goes with it, and when it has none the other one\'s review is kept.',
  readingList: 'A member with both on the reading list keeps the more advanced status (read, then reading, then to read); on a tie the newer entry.',
  seriesEntries: 'A book in both series keeps the survivor\'s entry and its position; the duplicate\'s entry goes.',
  bookLinks: 'A book linked to both authors keeps its link to the survivor; the duplicate\'s link goes.',
  primaryEdition: 'The survivor keeps its primary edition; a moved primary edition becomes a plain edition.',
};

/** The undo window: the trash's retention, after which the duplicate is deleted for good. */
export function isWithinUndoWindow(mergedAt: Date, now: Date, retentionDays: number): boolean {
  return now.getTime() - mergedAt.getTime() < retentionDays * 24 * 60 * 60 * 1000;
}

const STATUS_RANK: Record<string, number> = { to_read: 0, reading: 1, read: 2 };

type Stamped = { updatedAt: number };

/** A member's rating on both: true when the duplicate's row wins (strictly newer; a tie keeps the survivor's). */
export function duplicateRatingWins(fromRow: Stamped, intoRow: Stamped): boolean {
  return fromRow.updatedAt > intoRow.updatedAt;
}

/** A member's list entry on both: the more advanced status wins, then the newer entry, then the survivor's. */
export function duplicateEntryWins(fromRow: Stamped & { status: string }, intoRow: Stamped & { status: string }): boolean {
  const byStatus = (STATUS_RANK[fromRow.status] ?? 0) - (STATUS_RANK[intoRow.status] ?? 0);
  if (byStatus !== 0) return byStatus > 0;
  return fromRow.updatedAt > intoRow.updatedAt;
}

/** The error a refused merge or undo answers with: an HTTP status and a message for the editor. */
export class MergeRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 410,
    message: string,
  ) {
    super(message);
    this.name = 'MergeRefusal';
  }
}
