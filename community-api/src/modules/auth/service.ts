import { displayName, type Locale, type LoginInput, type RegisterInput } from '@starshelf/contract';
import type { UserRow } from '../../db/schema.js';
import type { MailDispatcher } from '../../jobs/mail/mail-dispatcher.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.js';
import { AppError } from '../../http/app-error.js';
import type { SessionService } from './session-service.js';
import { linkTo, type Browser, type SignedIn, type SignIn } from './sign-in.js';
import type { UserRepository } from './user-repository.js';
import type { TokenPayload, VerificationTokenService } from './verification-tokens.js';

type Deps = {
  users: UserRepository;
  sessions: SessionService;
  tokens: VerificationTokenService;
  mail: MailDispatcher;
  clock: Clock;
  publicUrl: string;
  signIn: SignIn;
};

/** A registration whose language the route has resolved (body, cookie, Accept-Language). */
export type Registration = RegisterInput & { locale: Locale };

/** Registration, verification and sign-in; no web objects here, so jobs and tests can call it. */
export function authService(deps: Deps) {
  const sendVerification = async (user: UserRow & { email: string }, payload: TokenPayload) => {
    const token = await deps.tokens.issue(user.id, 'verify', payload);
    const locale = payload.pendingProfile?.locale ?? user.locale;
    const name = displayName(payload.pendingProfile ? { ...payload.pendingProfile, email: user.email } : user);
    await deps.mail.dispatch({ kind: 'verify-email', to: user.email, locale, name, link: linkTo(deps.publicUrl, '/verify-email', token) });
  };

  return {
    /**
     * The caller learns nothing about whether the address was known: both paths hash a password and
     * queue one mail. A verified member gets "you already have an account"; an unverified one a
     * fresh link that carries this registration's password and names: only the registration whose
     * link is used takes effect, so whoever registered the address first cannot keep a password.
     */
    async register(input: Registration): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const existing = await deps.users.findByEmail(input.email);
      const created = existing ? undefined : await deps.users.insert({ ...input, passwordHash });
      const user = created ?? existing ?? (await deps.users.findByEmail(input.email));
      if (!user?.email || user.disabledAt) return;
      if (created || !user.emailVerifiedAt) {
        const pendingProfile = { firstName: input.firstName || null, lastName: input.lastName || null, locale: input.locale };
        await sendVerification({ ...user, email: user.email }, { passwordHash, pendingProfile });
        return;
      }
      await deps.mail.dispatch({
        kind: 'account-exists',
        to: user.email,
        locale: user.locale,
        name: displayName(user),
        link: linkTo(deps.publicUrl, '/login'),
      });
    },

    /**
     * Only an existing, unverified, enabled account gets a new link, carrying what the link it
     * replaces carried. Callers run it off the request path (see account-requests.ts).
     */
    async resendVerification(email: string): Promise<void> {
      const user = await deps.users.findByEmail(email);
      if (!user?.email || user.emailVerifiedAt || user.disabledAt) return;
      await sendVerification({ ...user, email: user.email }, await deps.tokens.pendingPayload(user.id, 'verify'));
    },

    async verifyEmail(token: string, browser: Browser): Promise<SignedIn> {
      const result = await deps.tokens.consume(token, 'verify');
      if (result.status === 'expired') throw new AppError('TOKEN_EXPIRED', 400, 'This link has expired');
      const user = result.status === 'ok' ? await deps.users.findById(result.userId) : undefined;
      if (result.status !== 'ok' || !user || user.disabledAt) throw new AppError('TOKEN_INVALID', 400, 'This link is not valid');
      const verified = (await deps.users.applyVerification(user.id, deps.clock(), result.payload)) ?? user;
      return deps.signIn(verified, browser);
    },

    async login(input: LoginInput, browser: Browser): Promise<SignedIn> {
      const user = await deps.users.findByEmail(input.email);
      const isMatch = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !isMatch) throw new AppError('INVALID_CREDENTIALS', 401, 'Invalid email or password');
      // Only someone who knows the password learns these states.
      if (user.disabledAt) throw new AppError('FORBIDDEN', 403, 'This account is disabled');
      if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', 403, 'Please verify your email address first');
      return deps.signIn(user, browser);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await deps.sessions.destroy(token);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
