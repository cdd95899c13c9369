import { notifyCatalogueChanged } from '@starshelf/cms/catalogue';
import type { ReviewRef } from '@starshelf/contract';
import type { Pool } from '../../db/pool.js';
import { RATING_TABLES } from '../admin-users/suspension.js';

export { RATING_TABLES };

type Queryable = Pick<Pool, 'query'>;

/**
 * Hiding and restoring review text (docs/rules.md "Moderation"). The rating stays and keeps
 * counting; only the text leaves what others read. Every change drops the cached pages at once
 * (the catalogue's change notice), so no rendered page keeps a hidden text.
 */
export function reviewVisibility(pool: Pool) {
  const pagesChanged = () => notifyCatalogueChanged(pool, 'reviews');

  return {
    /** True when the review exists (with or without text). */
    async hide(review: ReviewRef, reason: string, db: Queryable = pool): Promise<boolean> {
      const { table, item } = RATING_TABLES[review.kind];
      const { rowCount } = await db.query(
        `update ${table} set hidden_at = coalesce(hidden_at, now()), hidden_reason = $3, hidden_for = 'moderation'
          where user_id = $1 and ${item} = $2`,
        [review.userId, review.itemId, reason],
      );
      if ((rowCount ?? 0) > 0 && db === pool) await pagesChanged();
      return (rowCount ?? 0) > 0;
    },

    async restore(review: ReviewRef, db: Queryable = pool): Promise<boolean> {
      const { table, item } = RATING_TABLES[review.kind];
      const { rowCount } = await db.query(
        `update ${table} set hidden_at = null, hidden_reason = null, hidden_for = null where user_id = $1 and ${item} = $2`,
        [review.userId, review.itemId],
      );
      if ((rowCount ?? 0) > 0 && db === pool) await pagesChanged();
      return (rowCount ?? 0) > 0;
    },

    pagesChanged,
  };
}

export type ReviewVisibility = ReturnType<typeof reviewVisibility>;
