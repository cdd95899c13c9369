import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { authorRatings, bookRatings, newsletterSubscriptions, users, type UserRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { RatingAggregator } from '../ratings/rating-aggregator.js';
import type { RatingJob } from '../ratings/rating-job.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.js';
import type { ChatQuota } from '../chat/quota.js';

type Deps = { db: Database; aggregator: RatingAggregator; quota: ChatQuota };
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The last enabled administrator cannot leave: the site would have nobody to run it (the same rule
 * as admin-users' self-demotion). The rows are locked, so two administrators erasing themselves at
 * once cannot both pass on the strength of the other.
 */
async function refuseLastAdministrator(tx: Transaction, user: UserRow): Promise<void> {
  if (user.role !== 'SUPER_USER') return;
  const administrators = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'SUPER_USER'), isNull(users.disabledAt), isNotNull(users.email)))
    .for('update');
  if (!administrators.some((administrator) => administrator.id !== user.id)) {
    throw new AppError('CONFLICT', 409, 'The last administrator cannot delete their account');
  }
}

/**
 * DELETE /api/profile (decision 074): the account, its ratings and reviews, reading list, sessions
 * and tokens (FK cascade) and the newsletter subscription of its address go in one transaction;
 * afterwards the chat counter is dropped and every touched book and author aggregate is recomputed
 * through the rating aggregator, the same path a deleted rating takes.
 */
export function accountEraser(deps: Deps) {
  return {
    async erase(user: UserRow, currentPassword: string): Promise<void> {
      const isMatch = user.passwordHash ? await verifyPassword(user.passwordHash, currentPassword) : await verifyAgainstDummy(currentPassword);
      if (!isMatch) throw new AppError('INVALID_CREDENTIALS', 401, 'The current password is not correct');
      await eraseAccount(user);
    },

    /** The same erasure on an administrator's word (POST /api/admin/users/moderate `erase`). */
    eraseAccount: (user: UserRow) => eraseAccount(user),
  };

  async function eraseAccount(user: UserRow): Promise<void> {
    const touched = await deps.db.transaction(async (tx) => {
      await refuseLastAdministrator(tx, user);
      const books = await tx.delete(bookRatings).where(eq(bookRatings.userId, user.id)).returning({ itemId: bookRatings.itemId });
      const authors = await tx.delete(authorRatings).where(eq(authorRatings.userId, user.id)).returning({ itemId: authorRatings.itemId });
      if (user.email) {
        await tx.delete(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = lower(${user.email})`);
      }
      // Sessions, verification tokens and the reading list follow by ON DELETE CASCADE.
      await tx.delete(users).where(eq(users.id, user.id));
      return [
        ...books.map(({ itemId }): RatingJob => ({ kind: 'books', itemId })),
        ...authors.map(({ itemId }): RatingJob => ({ kind: 'authors', itemId })),
      ];
    });

    // The account is gone whatever happens next: a Redis hiccup must not turn that into an error,
    // and the counter expires at the end of the day anyway.
    await deps.quota.forget(user.id).catch(() => undefined);
    await Promise.all(touched.map((job) => deps.aggregator.schedule(job)));
  }
}

export type AccountEraser = ReturnType<typeof accountEraser>;
