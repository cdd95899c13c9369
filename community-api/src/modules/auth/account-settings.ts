import { ACCOUNT_MESSAGES, displayName, type ChangeEmailInput, type ChangePasswordInput } from '@starshelf/contract';
import type { UserRow } from '../../db/schema.js';
import type { MailDispatcher } from '../../jobs/mail/mail-dispatcher.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { AppError } from '../../http/app-error.js';
import type { PasswordReplacement } from './password-replacement.js';
import { linkTo } from './sign-in.js';
import type { UserRepository } from './user-repository.js';
import type { VerificationTokenService } from './verification-tokens.js';

type Deps = {
  users: UserRepository;
  tokens: VerificationTokenService;
  replacePassword: PasswordReplacement;
  mail: MailDispatcher;
  publicUrl: string;
};

/** A signed-in member changing their password or address; both ask for the current password. */
export function accountSettingsService(deps: Deps) {
  // A stolen session alone must not be enough to take the account over.
  const requireCurrentPassword = async (user: UserRow, password: string) => {
    const isMatch = user.passwordHash ? await verifyPassword(user.passwordHash, password) : false;
    if (!isMatch) throw new AppError('INVALID_CREDENTIALS', 401, 'The current password is not correct');
  };
  const noticeTo = (user: UserRow, kind: 'password-changed' | 'email-change-notice') =>
    user.email
      ? deps.mail.dispatch({ kind, to: user.email, locale: user.locale, name: displayName(user), link: linkTo(deps.publicUrl, '/forgot-password') })
      : Promise.resolve();

  return {
    /** Every other session ends; the one that made the change stays. */
    async changePassword(user: UserRow, input: ChangePasswordInput, currentSessionToken: string | undefined): Promise<void> {
      await requireCurrentPassword(user, input.currentPassword);
      await deps.replacePassword(user.id, await hashPassword(input.password), { keepSessionToken: currentSessionToken });
      await noticeTo(user, 'password-changed');
    },

    /**
     * Nothing changes until the link mailed to the new address is used; the old address hears of
     * the request at once. An address that belongs to another account gets the same answer (no
     * enumeration) and its owner an "already has an account" mail instead of a link.
     */
    async requestEmailChange(user: UserRow, input: ChangeEmailInput): Promise<void> {
      await requireCurrentPassword(user, input.currentPassword);
      if (user.email?.toLowerCase() === input.email.toLowerCase()) {
        throw new AppError('VALIDATION_FAILED', 400, ACCOUNT_MESSAGES.sameEmail, [{ path: 'body.email', message: ACCOUNT_MESSAGES.sameEmail }]);
      }
      const holder = await deps.users.findByEmail(input.email);
      if (holder) {
        await deps.mail.dispatch({ kind: 'email-in-use', to: input.email, locale: holder.locale, name: displayName(holder), link: linkTo(deps.publicUrl, '/login') });
      } else {
        const token = await deps.tokens.issue(user.id, 'email-change', { newEmail: input.email });
        await deps.mail.dispatch({
          kind: 'email-change-verify',
          to: input.email,
          locale: user.locale,
          name: displayName(user),
          link: linkTo(deps.publicUrl, '/confirm-email', token),
        });
      }
      await noticeTo(user, 'email-change-notice');
    },

    /** Applies a mailed email-change link: 409 CONFLICT when the address was taken meanwhile. */
    async confirmEmailChange(token: string): Promise<UserRow> {
      const result = await deps.tokens.consume(token, 'email-change');
      if (result.status === 'expired') throw new AppError('TOKEN_EXPIRED', 400, 'This link has expired');
      const user = result.status === 'ok' ? await deps.users.findById(result.userId) : undefined;
      const newEmail = result.status === 'ok' ? result.payload.newEmail : undefined;
      if (!user?.email || user.disabledAt || !newEmail) throw new AppError('TOKEN_INVALID', 400, 'This link is not valid');
      const changed = await deps.users.changeEmail(user.id, newEmail);
      if (changed === 'taken') throw new AppError('CONFLICT', 409, 'This address already belongs to an account');
      return changed;
    },
  };
}

export type AccountSettingsService = ReturnType<typeof accountSettingsService>;
