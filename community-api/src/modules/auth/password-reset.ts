import { pagePaths, type PasswordResetConfirm } from '@starshelf/contract';
import type { MailDispatcher } from '../../mail/mail-dispatcher.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/password.js';
import { AppError } from '../../http/app-error.js';
import type { PasswordReplacement } from './password-replacement.js';
import { accountMail, type Browser, type SignedIn, type SignIn } from './sign-in.js';
import type { UserRepository } from './user-repository.js';
import type { VerificationTokenService } from './verification-tokens.js';

type Deps = {
  users: UserRepository;
  tokens: VerificationTokenService;
  replacePassword: PasswordReplacement;
  mail: MailDispatcher;
  clock: Clock;
  publicUrl: string;
  signIn: SignIn;
};

/** Forgotten passwords (docs/api.md "Account lifecycle"): a single-use link by mail, then a new password. */
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
      await deps.mail.dispatch(accountMail(deps.publicUrl, 'password-reset', user, user.email, pagePaths.resetPassword.href(token)));
    },

    /**
     * Sets the new password, ends every session of the member (whoever held one may have known the
     * old password), verifies the address (the link proves it) and signs this browser in.
     */
    async confirm(input: PasswordResetConfirm, browser: Browser): Promise<SignedIn> {
      const result = await deps.tokens.consume(input.token, 'reset');
      if (result.status === 'expired') throw new AppError('TOKEN_EXPIRED', 400, 'This link has expired');
      const user = result.status === 'ok' ? await deps.users.findById(result.userId) : undefined;
      if (!user?.email || user.disabledAt) throw new AppError('TOKEN_INVALID', 400, 'This link is not valid');
      const passwordHash = await hashPassword(input.password);
      await deps.replacePassword(user.id, passwordHash, { markVerified: true });
      await deps.mail.dispatch(accountMail(deps.publicUrl, 'password-changed', user, user.email, pagePaths.forgotPassword.href()));
      return deps.signIn({ ...user, passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? deps.clock() }, browser);
    },
  };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;
