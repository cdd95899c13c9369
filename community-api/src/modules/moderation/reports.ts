import {
  displayName,
  pageOffset,
  paged,
  REPORT_REASONS,
  type Locale,
  type ModeratedReview,
  type Paged,
  type ReportedReview,
  type ReportReason,
  type ReportsQuery,
  type ReviewKind,
  type ReviewRef,
  type ReviewReport,
} from '@starshelf/contract';
import { getAuthorSummaries, getBookSummaries } from '@starshelf/cms/catalogue';
import type { Pool } from '../../db/pool.js';
import { AppError } from '../../http/app-error.js';
import { RATING_TABLES } from './review-visibility.js';

type Queryable = Pick<Pool, 'query'>;

/** The author's other reviews the queue shows next to a reported one. */
const RECENT_REVIEWS = 5;
const NOTES_SHOWN = 5;

type ReviewRow = {
  kind: ReviewKind;
  item_id: number;
  user_id: string;
  rating: number;
  review: string | null;
  hidden_at: Date | null;
  hidden_reason: string | null;
  created_at: Date;
  updated_at: Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

// Both kinds of rating as one relation, with the author's names: what the admin area reads.
const ALL_REVIEWS = `(
  select 'book' as kind, r.book_id as item_id, r.user_id, r.rating, r.review, r.hidden_at, r.hidden_reason, r.created_at, r.updated_at
    from community.book_ratings r
  union all
  select 'author' as kind, r.author_id as item_id, r.user_id, r.rating, r.review, r.hidden_at, r.hidden_reason, r.created_at, r.updated_at
    from community.author_ratings r)`;

const WITH_AUTHOR = `select v.*, u.first_name, u.last_name, u.email from ${ALL_REVIEWS} v join community.users u on u.id = v.user_id`;

type GroupRow = ReviewRow & {
  report_count: number;
  reasons: ReportReason[];
  notes: string[] | null;
  first_reported_at: Date;
  last_reported_at: Date;
  total: number;
};

/** Names the reviewed books and authors in the administrator's language; a gone item is null. */
async function itemNames(rows: readonly ReviewRow[], locale: Locale) {
  const idsOf = (kind: ReviewKind) => [...new Set(rows.filter((row) => row.kind === kind).map((row) => row.item_id))];
  const [books, authors] = await Promise.all([getBookSummaries(idsOf('book'), locale), getAuthorSummaries(idsOf('author'), locale)]);
  return {
    book: new Map(books.map((book) => [book.id, { id: book.id, slug: book.slug, name: book.title, image: book.coverImage }])),
    author: new Map(authors.map((author) => [author.id, { id: author.id, slug: author.slug, name: author.name, image: author.profileImageUrl }])),
  };
}

function toModerated(row: ReviewRow, names: Awaited<ReturnType<typeof itemNames>>): ModeratedReview {
  return {
    kind: row.kind,
    itemId: row.item_id,
    item: names[row.kind].get(row.item_id) ?? null,
    author: { id: row.user_id, displayName: displayName({ firstName: row.first_name, lastName: row.last_name, email: row.email }), email: row.email },
    rating: row.rating,
    text: row.review,
    hidden: row.hidden_at !== null,
    hiddenReason: row.hidden_reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function reasonCounts(reasons: readonly ReportReason[]): ReportedReview['reasons'] {
  const counts = new Map<ReportReason, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || REPORT_REASONS.indexOf(a.reason) - REPORT_REASONS.indexOf(b.reason));
}

/** Readers' reports of reviews and the administrators' queue of them (docs/rules.md "Moderation"). */
export function reviewReports(pool: Pool) {
  return {
    /** Whether others can read the review (false: no text, hidden, or no such rating). */
    async readableReview(review: ReviewRef): Promise<boolean> {
      const { table, item } = RATING_TABLES[review.kind];
      const { rowCount } = await pool.query(
        `select 1 from ${table} where user_id = $1 and ${item} = $2 and review is not null and hidden_at is null`,
        [review.userId, review.itemId],
      );
      return (rowCount ?? 0) > 0;
    },

    /** One open report per reporter and review: a second is a 409. */
    async file(review: ReviewRef, reporterId: string, report: ReviewReport): Promise<void> {
      const { rowCount } = await pool.query(
        `insert into community.review_reports (kind, item_id, author_id, reporter_id, reason, note)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (kind, item_id, author_id, reporter_id) where resolved_at is null do nothing`,
        [review.kind, review.itemId, review.userId, reporterId, report.reason, report.note ?? null],
      );
      if ((rowCount ?? 0) === 0) throw new AppError('CONFLICT', 409, 'You have already reported this review');
    },

    /** Marks the review's open reports resolved; answers how many were. */
    async resolve(review: ReviewRef, resolution: 'hidden' | 'dismissed', db: Queryable = pool): Promise<number> {
      const { rowCount } = await db.query(
        `update community.review_reports set resolved_at = now(), resolution = $4
          where kind = $1 and item_id = $2 and author_id = $3 and resolved_at is null`,
        [review.kind, review.itemId, review.userId, resolution],
      );
      return rowCount ?? 0;
    },

    /** One review as an administrator reads it. */
    async moderated(review: ReviewRef, locale: Locale): Promise<ModeratedReview | undefined> {
      const { rows } = await pool.query<ReviewRow>(`${WITH_AUTHOR} where v.kind = $1 and v.item_id = $2 and v.user_id = $3`, [
        review.kind,
        review.itemId,
        review.userId,
      ]);
      const row = rows[0];
      return row ? toModerated(row, await itemNames([row], locale)) : undefined;
    },

    /** Reviews with open (or resolved) reports, most reported first, then most recently reported. */
    async queue(query: ReportsQuery, locale: Locale): Promise<Paged<ReportedReview>> {
      const isOpen = query.status === 'open';
      const { rows } = await pool.query<GroupRow>(
        `with groups as (
           select kind, item_id, author_id, count(*)::int as report_count, array_agg(reason) as reasons,
                  (array_agg(note order by created_at desc) filter (where note is not null))[1:${NOTES_SHOWN}] as notes,
                  min(created_at) as first_reported_at, max(created_at) as last_reported_at
             from community.review_reports
            where (resolved_at is null) = $1
            group by kind, item_id, author_id)
         select g.report_count, g.reasons, g.notes, g.first_reported_at, g.last_reported_at, r.*, count(*) over ()::int as total
           from groups g join (${WITH_AUTHOR}) r on r.kind = g.kind and r.item_id = g.item_id and r.user_id = g.author_id
          order by g.report_count desc, g.last_reported_at desc, r.kind, r.item_id, r.user_id
          limit $2 offset $3`,
        [isOpen, query.limit, pageOffset(query.page, query.limit)],
      );
      const authors = [...new Set(rows.map((row) => row.user_id))];
      const { rows: recent } = await pool.query<ReviewRow & { n: number }>(
        `select * from (
           select x.*, row_number() over (partition by x.user_id order by x.updated_at desc, x.kind, x.item_id) as n
             from (${WITH_AUTHOR} where v.user_id = any($1::uuid[]) and v.review is not null) x) y
          where y.n <= ${RECENT_REVIEWS + 1}`,
        [authors],
      );
      const names = await itemNames([...rows, ...recent], locale);
      const items = rows.map((row): ReportedReview => ({
        review: toModerated(row, names),
        status: query.status,
        reportCount: row.report_count,
        reasons: reasonCounts(row.reasons),
        notes: row.notes ?? [],
        firstReportedAt: row.first_reported_at.toISOString(),
        lastReportedAt: row.last_reported_at.toISOString(),
        authorRecentReviews: recent
          .filter((other) => other.user_id === row.user_id && !(other.kind === row.kind && other.item_id === row.item_id))
          .slice(0, RECENT_REVIEWS)
          .map((other) => toModerated(other, names)),
      }));
      return paged(items, rows[0]?.total ?? 0, query.page, query.limit);
    },
  };
}

export type ReviewReports = ReturnType<typeof reviewReports>;
