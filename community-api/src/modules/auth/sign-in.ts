import { displayName, type NamedUser } from '@starshelf/contract';
import type { UserRow } from '../../db/schema.js';
import type { MailJob } from '../../mail/mail-job.js';
import type { Clock } from '../../lib/clock.js';
import type { NewSession, SessionService } from './session-service.js';
import type { UserRepository } from './user-repository.js';

/**
 * What the browser brings to a sign-in: the session it held before, how it names itself, and the
 * value of its registration cookie (which registrations it sent, decision 106).
 */
export type Browser = { sessionToken?: string | undefined; userAgent?: string | undefined; registrationToken?: string | undefined };
export type SignedIn = { user: UserRow; session: NewSession };
export type SignIn = (user: UserRow, browser: Browser) => Promise<SignedIn>;

/** The one way a member gets a session: login, a verification link and a password reset share it. */
export function signInWith(deps: { users: UserRepository; sessions: SessionService; clock: Clock }): SignIn {
  return async (user, browser) => {
    // Rotation: whatever session the browser held before signing in is ended, never upgraded.
    if (browser.sessionToken) await deps.sessions.destroy(browser.sessionToken);
    const session = await deps.sessions.create(user.id, browser.userAgent);
    const at = deps.clock();
    await deps.users.recordLogin(user.id, at);
    return { user: { ...user, lastLoginAt: at }, session };
  };
}

/** A mailed link to a page of the site (`pagePaths`' address of it, with its token if any). */
export const linkTo = (publicUrl: string, pageAddress: string): string => new URL(pageAddress, publicUrl).toString();

/** A mail about a member's account: in their language, named for them, with a link to a page of the site. */
export function accountMail(
  publicUrl: string,
  kind: Exclude<MailJob['kind'], 'newsletter-confirm'>,
  member: Pick<UserRow, 'locale'> & NamedUser,
  to: string,
  pageAddress: string,
): MailJob {
  return { kind, to, locale: member.locale, name: displayName(member), link: linkTo(publicUrl, pageAddress) };
}
