import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale, NewsletterOutcome } from '@starshelf/contract';
import type { Database } from '../../db/database.js';
import { newsletterSubscriptions } from '../../db/schema.js';
import type { MailDispatcher } from '../../mail/mail-dispatcher.js';
import type { Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/secure-token.js';

const CONFIRM_TTL_MS = 48 * 60 * 60_000;


export function newsletterService(deps: { db: Database; mail: MailDispatcher; clock: Clock; publicUrl: string }) {
  const { db, clock } = deps;
  const link = (path: string, token: string) => new URL(`${path}?token=${encodeURIComponent(token)}`, deps.publicUrl).toString();

  return {
    /**
     * Harmless to repeat: a confirmed subscriber gets nothing new; anyone else gets a fresh
     * confirmation link (older ones stop working), so nobody is subscribed without clicking.
     */
    async subscribe(email: string, locale: Locale): Promise<void> {
      const [existing] = await db.select().from(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`).limit(1);
      if (existing?.confirmedAt && !existing.unsubscribedAt) return;
      const token = randomToken();
      const pending = { locale, confirmTokenHash: sha256(token), confirmExpiresAt: new Date(clock().getTime() + CONFIRM_TTL_MS), confirmedAt: null, unsubscribedAt: null };
      const [row] = existing
        ? await db.update(newsletterSubscriptions).set(pending).where(eq(newsletterSubscriptions.id, existing.id)).returning()
        : await db
            .insert(newsletterSubscriptions)
            .values({ email, unsubscribeToken: randomToken(), ...pending })
            // A concurrent subscribe of the same address won the race; its mail is on its way.
            .onConflictDoNothing()
            .returning();
      if (!row) return;
      await deps.mail.dispatch({
        kind: 'newsletter-confirm',
        to: row.email,
        locale,
        name: '',
        link: link('/api/newsletter/confirm', token),
        unsubscribeLink: link('/api/newsletter/unsubscribe', row.unsubscribeToken),
      });
    },

    async confirm(token: string | undefined): Promise<NewsletterOutcome> {
      if (!token) return 'invalid';
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({ confirmedAt: clock(), confirmTokenHash: null, confirmExpiresAt: null })
        .where(and(eq(newsletterSubscriptions.confirmTokenHash, sha256(token)), gt(newsletterSubscriptions.confirmExpiresAt, clock())))
        .returning();
      return row ? 'confirmed' : 'invalid';
    },

    async unsubscribe(token: string | undefined): Promise<NewsletterOutcome> {
      if (!token) return 'invalid';
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({ unsubscribedAt: clock(), confirmTokenHash: null, confirmExpiresAt: null })
        .where(and(eq(newsletterSubscriptions.unsubscribeToken, token), isNull(newsletterSubscriptions.unsubscribedAt)))
        .returning();
      if (row) return 'unsubscribed';
      // A second click on the same link is still a success from the reader's point of view.
      const [known] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeToken, token)).limit(1);
      return known ? 'unsubscribed' : 'invalid';
    },
  };
}
export type NewsletterService = ReturnType<typeof newsletterService>;
