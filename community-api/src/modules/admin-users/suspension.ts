import { notifyCatalogueChanged } from '@starshelf/cms/catalogue';
import type { ReviewKind } from '@starshelf/contract';
import type { Pool } from '../../db/pool.js';

export const RATING_TABLES: Record<ReviewKind, { table: string; item: string }> = {
  book: { table: 'community.book_ratings', item: 'book_id' },
  author: { table: 'community.author_ratings', item: 'author_id' },
};

/** The hidden reason a suspension writes on the member's reviews (docs/rules.md "Moderation"). */
export const SUSPENSION_REASON = 'account suspended';

type Queryable = Pick<Pool, 'query'>;

/**
 * Suspension (decision 126): the account's `disabled_at`, the one flag PATCH /api/admin/users/{id}
 * `disabled` and POST /api/admin/users/moderate both set. It ends the sessions, refuses sign-in with
 * ACCOUNT_SUSPENDED and hides the member's review texts; lifting it shows again what it hid.
 * Runs inside the caller's transaction; the caller drops the cached pages after the commit.
 */
export const suspension = {
  async suspend(db: Queryable, userIds: readonly string[], at: Date): Promise<void> {
    const ids = [...userIds];
    await db.query('update community.users set disabled_at = coalesce(disabled_at, $2) where id = any($1::uuid[])', [ids, at]);
    await db.query('delete from community.sessions where user_id = any($1::uuid[])', [ids]);
    for (const { table } of Object.values(RATING_TABLES)) {
      // A text a moderator hid keeps its own reason.
      await db.query(
        `update ${table} set hidden_at = $3, hidden_reason = $2, hidden_for = 'suspension' where user_id = any($1::uuid[]) and review is not null and hidden_at is null`,
        [ids, SUSPENSION_REASON, at],
      );
    }
  },

  async lift(db: Queryable, userIds: readonly string[]): Promise<void> {
    const ids = [...userIds];
    await db.query('update community.users set disabled_at = null where id = any($1::uuid[])', [ids]);
    for (const { table } of Object.values(RATING_TABLES)) {
      await db.query(
        `update ${table} set hidden_at = null, hidden_reason = null, hidden_for = null where user_id = any($1::uuid[]) and hidden_for = 'suspension'`,
        [ids],
      );
    }
  },

  /** Rendered pages may show the texts that changed: drop them all at once. */
  pagesChanged: (pool: Pool) => notifyCatalogueChanged(pool, 'reviews'),
};
