import { displayName, type Locale, type LoginInput, type RegisterInput } from '@starshelf/contract';
import type { UserRow } from '../../db/schema.js';
import type { MailDispatcher } from '../../jobs/mail/mail-dispatcher.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.js';
import { AppError } from '../../http/app-error.js';
import type { NewSession, SessionService } from './session-service.js';
import type { UserRepository } from './user-repository.js';
import type { VerificationTokenService } from './verification-tokens.js';

type Deps = {
  users: UserRepository;
  sessions: SessionService;
  tokens: VerificationTokenService;
  mail: MailDispatcher;
  clock: Clock;
  publicUrl: string;
};

export type SignedIn = { user: UserRow; session: NewSession };
/** A registration whose language the route has resolved (body, cookie, Accept-Language). */
export type Registration = RegisterInput & { locale: Locale };

/** Registration, verification and sign-in; no web objects here, so jobs and tests can call it. */
export function authService(deps: Deps) {
  const link = (path: string) => new URL(path, deps.publicUrl).toString();

  const sendVerification = async (user: UserRow & { email: string }) => {
    const token = await deps.tokens.issue(user.id);
    await deps.mail.dispatch({
      kind: 'verify-email',
      to: user.email,
      locale: user.locale,
      name: displayName(user),
      link: link(`/verify-email?token=${encodeURIComponent(token)}`),
    });
  };

  const signIn = async (user: UserRow, previousToken?: string): Promise<SignedIn> => {
    // Rotation: whatever session the browser held before signing in is ended, never upgraded.
    if (previousToken) await deps.sessions.destroy(previousToken);
    const session = await deps.sessions.create(user.id);
    await deps.users.recordLogin(user.id, deps.clock());
    return { user: { ...user, lastLoginAt: deps.clock() }, session };
  };

  return {
    /**
     * The caller learns nothing about whether the address was known: both paths hash a password and
     * queue one mail. A verified member gets "you already have an account"; an unverified one a
     * fresh link (their password is kept: whoever registers again has not proven the address).
     */
    async register(input: Registration): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const existing = await deps.users.findByEmail(input.email);
      const created = existing
        ? undefined
        : await deps.users.insert({ ...input, passwordHash });
      const user = created ?? existing ?? (await deps.users.findByEmail(input.email));
      if (!user?.email || user.disabledAt) return;
      if (created || !user.emailVerifiedAt) {
        await sendVerification({ ...user, email: user.email });
        return;
      }
      await deps.mail.dispatch({
        kind: 'account-exists',
        to: user.email,
        locale: user.locale,
        name: displayName(user),
        link: link('/login'),
      });
    },

    /** Always quiet: only an existing, unverified, enabled account gets a new link. */
    async resendVerification(email: string): Promise<void> {
      const user = await deps.users.findByEmail(email);
      if (!user?.email || user.emailVerifiedAt || user.disabledAt) return;
      await sendVerification({ ...user, email: user.email });
    },

    async verifyEmail(token: string, previousToken?: string): Promise<SignedIn> {
      const result = await deps.tokens.consume(token);
      if (result.status === 'expired') throw new AppError('TOKEN_EXPIRED', 400, 'This link has expired');
      const user = result.status === 'ok' ? await deps.users.findById(result.userId) : undefined;
      if (!user || user.disabledAt) throw new AppError('TOKEN_INVALID', 400, 'This link is not valid');
      const verifiedAt = deps.clock();
      await deps.users.markVerified(user.id, verifiedAt);
      return signIn({ ...user, emailVerifiedAt: user.emailVerifiedAt ?? verifiedAt }, previousToken);
    },

    async login(input: LoginInput, previousToken?: string): Promise<SignedIn> {
      const user = await deps.users.findByEmail(input.email);
      const isMatch = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !isMatch) throw new AppError('INVALID_CREDENTIALS', 401, 'Invalid email or password');
      // Only someone who knows the password learns these states.
      if (user.disabledAt) throw new AppError('FORBIDDEN', 403, 'This account is disabled');
      if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', 403, 'Please verify your email address first');
      return signIn(user, previousToken);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await deps.sessions.destroy(token);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
