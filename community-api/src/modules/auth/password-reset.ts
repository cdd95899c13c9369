import { displayName, type PasswordResetConfirm } from '@starshelf/contract';
import type { MailDispatcher } from '../../jobs/mail/mail-dispatcher.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/password.js';
import { AppError } from '../../http/app-error.js';
import type { SessionService } from './session-service.js';
import { linkTo, type Browser, type SignedIn, type SignIn } from './sign-in.js';
import type { UserRepository } from './user-repository.js';
import type { VerificationTokenService } from './verification-tokens.js';

type Deps = {
  users: UserRepository;
  tokens: VerificationTokenService;
  sessions: SessionService;
  mail: MailDispatcher;
  clock: Clock;
  publicUrl: string;
  signIn: SignIn;
};

/** Forgotten passwords (API.md "Account lifecycle"): a single-use link by mail, then a new password. */
export function passwordResetService(deps: Deps) {
  return {
    /**
     * Mails a reset link when the address belongs to a verified, enabled member, else does nothing.
     * Callers run it off the request path (account-requests.ts), so the answer cannot tell which.
     */
    async sendResetLink(email: string): Promise<void> {
      const user = await deps.users.findByEmail(email);
      if (!user?.email || !user.emailVerifiedAt || user.disabledAt) return;
      const token = await deps.tokens.issue(user.id, 'reset');
      await deps.mail.dispatch({
        kind: 'password-reset',
        to: user.email,
        locale: user.locale,
        name: displayName(user),
        link: linkTo(deps.publicUrl, '/reset-password', token),
      });
    },

    /**
     * Sets the new password, ends every session of the member (whoever held one may have known the
     * old password) and signs this browser in. Pending links that could set a password, older
     * resets and any registration link still open, are voided with it.
     */
    async confirm(input: PasswordResetConfirm, browser: Browser): Promise<SignedIn> {
      const result = await deps.tokens.consume(input.token, 'reset');
      if (result.status === 'expired') throw new AppError('TOKEN_EXPIRED', 400, 'This link has expired');
      const user = result.status === 'ok' ? await deps.users.findById(result.userId) : undefined;
      if (!user?.email || user.disabledAt) throw new AppError('TOKEN_INVALID', 400, 'This link is not valid');
      const passwordHash = await hashPassword(input.password);
      await deps.users.setPasswordHash(user.id, passwordHash);
      // The link proves the address as well as a verification link would.
      const verifiedAt = user.emailVerifiedAt ?? deps.clock();
      await deps.users.markVerified(user.id, verifiedAt);
      await deps.tokens.revokeAll(user.id, 'reset');
      await deps.tokens.revokeAll(user.id, 'verify');
      await deps.sessions.destroyAllFor(user.id);
      await deps.mail.dispatch({
        kind: 'password-changed',
        to: user.email,
        locale: user.locale,
        name: displayName(user),
        link: linkTo(deps.publicUrl, '/forgot-password'),
      });
      return deps.signIn({ ...user, passwordHash, emailVerifiedAt: verifiedAt }, browser);
    },
  };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;
