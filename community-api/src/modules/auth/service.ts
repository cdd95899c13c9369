import { displayName, pagePaths, type Locale, type LoginInput, type RegisterInput, type VerifyEmailInput } from '@starshelf/contract';
import type { PendingProfile, UserRow } from '../../db/schema.js';
import type { MailDispatcher } from '../../mail/mail-dispatcher.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.js';
import { AppError } from '../../http/app-error.js';
import type { PendingRegistrationStore, RegistrationChoice } from './pending-registrations.js';
import type { SessionService } from './session-service.js';
import { accountMail, linkTo, type Browser, type SignedIn, type SignIn } from './sign-in.js';
import type { UserRepository } from './user-repository.js';
import type { VerificationTokenService } from './verification-tokens.js';

type Deps = {
  users: UserRepository;
  sessions: SessionService;
  tokens: VerificationTokenService;
  registrations: PendingRegistrationStore;
  mail: MailDispatcher;
  clock: Clock;
  publicUrl: string;
  signIn: SignIn;
};

/** A registration whose language the route has resolved (body, cookie, Accept-Language). */
export type Registration = RegisterInput & { locale: Locale };

/** Registration, verification and sign-in; no web objects here, so jobs and tests can call it. */
export function authService(deps: Deps) {
  const sendVerification = async (user: UserRow & { email: string }, profile?: PendingProfile) => {
    const token = await deps.tokens.issue(user.id, 'verify');
    const name = displayName(profile ? { ...profile, email: user.email } : user);
    await deps.mail.dispatch({ kind: 'verify-email', to: user.email, locale: profile?.locale ?? user.locale, name, link: linkTo(deps.publicUrl, pagePaths.verifyEmail.href(token)) });
  };

  /**
   * Decision 106: the password a link sets is one its opener chose. Typed on the link's page, or
   * typed into a registration sent from the very browser that opens the link; nothing else.
   */
  const choiceOf = async (userId: string, input: VerifyEmailInput, browser: Browser, locale: Locale): Promise<RegistrationChoice | undefined> => {
    const registration = browser.registrationToken ? await deps.registrations.findFor(userId, browser.registrationToken) : undefined;
    if (!input.password) return registration;
    // The account's names may be a stranger's (whoever registered the address first): not kept.
    const profile = registration?.profile ?? { firstName: null, lastName: null, locale };
    return { passwordHash: await hashPassword(input.password), profile };
  };

  return {
    /**
     * The caller learns nothing about whether the address was known: both paths hash a password and
     * queue one mail, and the route sets a fresh registration cookie either way. A verified member
     * gets "you already have an account"; an unverified address a fresh link, and this browser's
     * registration is kept for when a link is opened here. The account's password is not touched.
     */
    async register(input: Registration, browserToken: string): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const existing = await deps.users.findByEmail(input.email);
      const created = existing ? undefined : await deps.users.insert({ ...input, passwordHash });
      const user = created ?? existing ?? (await deps.users.findByEmail(input.email));
      if (!user?.email || user.disabledAt) return;
      if (created || !user.emailVerifiedAt) {
        const profile = { firstName: input.firstName || null, lastName: input.lastName || null, locale: input.locale };
        await deps.registrations.record(user.id, browserToken, { passwordHash, profile });
        await sendVerification({ ...user, email: user.email }, profile);
        return;
      }
      await deps.mail.dispatch(accountMail(deps.publicUrl, 'account-exists', user, user.email, pagePaths.login.href()));
    },

    /**
     * Only an existing, unverified, enabled account gets a new link; like every verification link it
     * carries no password. Callers run it off the request path (see account-requests.ts).
     */
    async resendVerification(email: string): Promise<void> {
      const user = await deps.users.findByEmail(email);
      if (!user?.email || user.emailVerifiedAt || user.disabledAt) return;
      await sendVerification({ ...user, email: user.email });
    },

    /**
     * Verifies with the link and signs in. Without a password typed on the page and without a
     * registration from this browser there is nothing the opener chose: 400 PASSWORD_REQUIRED, and
     * the link stays usable for the answer.
     */
    async verifyEmail(input: VerifyEmailInput, browser: Browser, locale: Locale): Promise<SignedIn> {
      const link = await deps.tokens.peek(input.token, 'verify');
      if (link.status === 'expired') throw new AppError('TOKEN_EXPIRED', 400, 'This link has expired');
      const user = link.status === 'ok' ? await deps.users.findById(link.userId) : undefined;
      if (link.status !== 'ok' || !user || user.disabledAt) throw new AppError('TOKEN_INVALID', 400, 'This link is not valid');
      const choice = await choiceOf(user.id, input, browser, locale);
      if (!choice) throw new AppError('PASSWORD_REQUIRED', 400, 'Choose the password for this account');
      // Used only now, in the statement that checks it again: of two clicks only one gets here.
      const used = await deps.tokens.consume(input.token, 'verify');
      if (used.status === 'expired') throw new AppError('TOKEN_EXPIRED', 400, 'This link has expired');
      if (used.status !== 'ok') throw new AppError('TOKEN_INVALID', 400, 'This link is not valid');
      const verified = (await deps.users.applyVerification(user.id, deps.clock(), choice)) ?? user;
      return deps.signIn(verified, browser);
    },

    async login(input: LoginInput, browser: Browser): Promise<SignedIn> {
      const user = await deps.users.findByEmail(input.email);
      const isMatch = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !isMatch) throw new AppError('INVALID_CREDENTIALS', 401, 'Invalid email or password');
      // Only someone who knows the password learns these states.
      if (user.disabledAt) throw new AppError('ACCOUNT_SUSPENDED', 403, 'This account is suspended');
      if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', 403, 'Please verify your email address first');
      return deps.signIn(user, browser);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await deps.sessions.destroy(token);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
