import { desc, eq, sql } from 'drizzle-orm';
import { getAuthorSummaries, getBookSummaries } from '@starshelf/cms/catalogue';
import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_EXPORT_VERSION, type AccountExport, type ImportReport } from '@starshelf/contract';
import type { Database } from '../../db/database.js';
import { adminAuditLog, authorRatings, bookRatings, newsletterSubscriptions, readingListEntries, sessions, type UserRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { sha256 } from '../../lib/secure-token.js';
import type { ChatQuota } from '../chat/quota.js';

type Newsletter = AccountExport['newsletter'];
type ExportedItem = { id: number; slug: string; title: string };

/**
 * Analytics events carry a role, never a user or session id (schema.ts: analytics outlives accounts),
 * so no event can be attributed to a member; the export says so instead of guessing.
 */
export const ANALYTICS_EXPORT_NOTE =
  'Analytics events are stored without any user or session identifier (only the role at the time), so none can be tied to this account.';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function newsletterState(row: typeof newsletterSubscriptions.$inferSelect | undefined): Newsletter {
  if (!row) return { state: 'none', email: null, locale: null, createdAt: null, confirmedAt: null, unsubscribedAt: null };
  const state = row.unsubscribedAt ? 'unsubscribed' : row.confirmedAt ? 'subscribed' : 'pending';
  return { state, email: row.email, locale: row.locale, createdAt: iso(row.createdAt), confirmedAt: iso(row.confirmedAt), unsubscribedAt: iso(row.unsubscribedAt) };
}

/** Names the rated and listed items in the member's language; an item gone from the catalogue is null. */
async function catalogueNames(user: UserRow, bookIds: number[], authorIds: number[]) {
  const [books, authors] = await Promise.all([getBookSummaries(bookIds, user.locale), getAuthorSummaries(authorIds, user.locale)]);
  return {
    book: new Map<number, ExportedItem>(books.map((book) => [book.id, { id: book.id, slug: book.slug, title: book.title }])),
    author: new Map<number, ExportedItem>(authors.map((author) => [author.id, { id: author.id, slug: author.slug, title: author.name }])),
  };
}

/** GET /api/profile/export: everything the community side holds about one member (GDPR Art. 15/20). */
export function accountExporter(deps: { db: Database; quota: ChatQuota; clock: Clock; importReports: (userId: string) => Promise<ImportReport[]> }) {
  const { db } = deps;

  const readOwnData = (userId: string) =>
    Promise.all([
      db.select().from(bookRatings).where(eq(bookRatings.userId, userId)).orderBy(desc(bookRatings.updatedAt)),
      db.select().from(authorRatings).where(eq(authorRatings.userId, userId)).orderBy(desc(authorRatings.updatedAt)),
      db.select().from(readingListEntries).where(eq(readingListEntries.userId, userId)).orderBy(desc(readingListEntries.updatedAt)),
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt)),
      db
        .select({ at: adminAuditLog.at, action: adminAuditLog.action, detail: adminAuditLog.detail, reason: adminAuditLog.reason })
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetId, userId))
        .orderBy(desc(adminAuditLog.at)),
    ]);

  const newsletterOf = async (email: string | null) => {
    if (!email) return undefined;
    const [row] = await db.select().from(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`).limit(1);
    return row;
  };

  return {
    /** `sessionToken` is the cookie of the request, to mark which session is the current one. */
    async export(user: UserRow, sessionToken: string | undefined): Promise<AccountExport> {
      const [[books, authors, listed, ownSessions, changes], subscription, quota, importReports] = await Promise.all([
        readOwnData(user.id),
        newsletterOf(user.email),
        deps.quota.peek(user.id, user.role),
        deps.importReports(user.id),
      ]);
      const names = await catalogueNames(
        user,
        [...new Set([...books.map((row) => row.itemId), ...listed.map((row) => row.bookId)])],
        authors.map((row) => row.itemId),
      );
      const currentHash = sessionToken ? sha256(sessionToken) : undefined;
      const rating = (kind: 'book' | 'author') => (row: typeof bookRatings.$inferSelect) => ({
        itemId: row.itemId,
        item: names[kind].get(row.itemId) ?? null,
        rating: row.rating,
        review: row.review,
        hidden: row.hiddenAt !== null,
        hiddenReason: row.hiddenReason,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      });

      return {
        format: ACCOUNT_EXPORT_FORMAT,
        version: ACCOUNT_EXPORT_VERSION,
        exportedAt: deps.clock().toISOString(),
        account: {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          bio: user.bio,
          profileImageUrl: user.profileImageUrl,
          role: user.role,
          locale: user.locale,
          createdAt: user.createdAt.toISOString(),
          emailVerifiedAt: iso(user.emailVerifiedAt),
          lastLoginAt: iso(user.lastLoginAt),
        },
        bookRatings: books.map(rating('book')),
        authorRatings: authors.map(rating('author')),
        readingList: listed.map((row) => ({
          bookId: row.bookId,
          book: names.book.get(row.bookId) ?? null,
          status: row.status,
          addedAt: row.addedAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
        newsletter: newsletterState(subscription),
        chatQuota: { day: deps.quota.today(), ...quota },
        // The table keeps only digests of the cookies; not even those leave the server.
        sessions: ownSessions.map((row) => ({
          current: row.idHash === currentHash,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          userAgent: row.userAgent,
        })),
        // The reports only: the uploaded rows are dropped once applied, and the list they made is above.
        imports: importReports,
        administrativeChanges: changes.map((change) => ({ at: change.at.toISOString(), action: change.action, detail: { ...change.detail, ...(change.reason ? { reason: change.reason } : {}) } })),
        analyticsEvents: { note: ANALYTICS_EXPORT_NOTE, events: [] },
      };
    },
  };
}

export type AccountExporter = ReturnType<typeof accountExporter>;

/** The download's name: `starshelf-export-YYYY-MM-DD.json` (UTC day of the export). */
export const exportFileName = (at: Date) => `starshelf-export-${at.toISOString().slice(0, 10)}.json`;
