import { ACCOUNT_MESSAGES, pagePaths, type ChangeEmailInput, type ChangePasswordInput } from '@starshelf/contract';
import type { UserRow } from '../../db/schema.js';
import type { MailDispatcher } from '../../mail/mail-dispatcher.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { AppError } from '../../http/app-error.js';
import type { AddressMoves } from './address-moves.js';
import type { PasswordReplacement } from './password-replacement.js';
import { accountMail } from './sign-in.js';
import type { UserRepository } from './user-repository.js';
import type { VerificationTokenService } from './verification-tokens.js';

type Deps = {
  users: UserRepository;
  tokens: VerificationTokenService;
  replacePassword: PasswordReplacement;
  moves: AddressMoves;
  mail: MailDispatcher;
  publicUrl: string;
};

/** The browser that opens a link: its session, and whose it is (the session middleware resolved it). */
export type LinkOpener = { sessionToken?: string | undefined; userId?: string | undefined };

const linkFailure = (status: 'invalid' | 'expired') =>
  status === 'expired' ? new AppError('TOKEN_EXPIRED', 400, 'This link has expired') : new AppError('TOKEN_INVALID', 400, 'This link is not valid');

/** A signed-in member changing their password or address; both ask for the current password. */
export function accountSettingsService(deps: Deps) {
  // A stolen session alone must not be enough to take the account over.
  const requireCurrentPassword = async (user: UserRow, password: string) => {
    const isMatch = user.passwordHash ? await verifyPassword(user.passwordHash, password) : false;
    if (!isMatch) throw new AppError('INVALID_CREDENTIALS', 401, 'The current password is not correct');
  };
  const noticeTo = (user: UserRow, kind: 'password-changed' | 'email-change-notice') =>
    user.email
      ? deps.mail.dispatch(accountMail(deps.publicUrl, kind, user, user.email, pagePaths.forgotPassword.href()))
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
        await deps.mail.dispatch(accountMail(deps.publicUrl, 'email-in-use', holder, input.email, pagePaths.login.href()));
      } else {
        const token = await deps.tokens.issue(user.id, 'email-change', { newEmail: input.email });
        await deps.mail.dispatch(accountMail(deps.publicUrl, 'email-change-verify', user, input.email, pagePaths.confirmEmail.href(token)));
      }
      await noticeTo(user, 'email-change-notice');
    },

    /**
     * Applies a mailed email-change link: 409 CONFLICT when the address was taken meanwhile. Every
     * other session of the member ends (the opener's own stays when it is the member's), and the old
     * address gets a link that undoes the change for 7 days.
     */
    async confirmEmailChange(token: string, opener: LinkOpener): Promise<UserRow> {
      const result = await deps.tokens.consume(token, 'email-change');
      if (result.status !== 'ok') throw linkFailure(result.status);
      const user = await deps.users.findById(result.userId);
      const newEmail = result.payload.newEmail;
      if (!user?.email || user.disabledAt || !newEmail) throw linkFailure('invalid');
      const keep = opener.userId === user.id ? opener.sessionToken : undefined;
      const moved = await deps.moves.confirm({ ...user, email: user.email }, newEmail, keep);
      if (moved === 'taken') throw new AppError('CONFLICT', 409, 'This address already belongs to an account');
      await deps.mail.dispatch(accountMail(deps.publicUrl, 'email-changed', user, moved.previousEmail, pagePaths.undoEmailChange.href(moved.undoToken)));
      return moved.user;
    },

    /**
     * The old address takes the account back (decision 106): every session ends, the attacker's
     * included, and the password stops working, since whoever made the change knew it; the owner
     * chooses a new one through "forgot password" on the restored address.
     */
    async undoEmailChange(token: string): Promise<UserRow> {
      const result = await deps.tokens.consume(token, 'email-undo');
      if (result.status !== 'ok') throw linkFailure(result.status);
      const user = await deps.users.findById(result.userId);
      const previousEmail = result.payload.newEmail;
      if (!user || user.disabledAt || !previousEmail) throw linkFailure('invalid');
      const restored = await deps.moves.undo(user.id, previousEmail, result.createdAt);
      if (restored === 'taken') throw new AppError('CONFLICT', 409, 'The old address belongs to another account by now');
      return restored;
    },
  };
}

export type AccountSettingsService = ReturnType<typeof accountSettingsService>;
