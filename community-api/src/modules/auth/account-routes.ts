import {
  acceptedSchema,
  changeEmailSchema,
  changePasswordSchema,
  emailRestoredSchema,
  linkTokenBodySchema,
  memberSessionsSchema,
  ok,
  passwordResetConfirmSchema,
  sessionIdParamsSchema,
} from '@starshelf/contract';
import type { Config } from '../../config.js';
import { clearSessionCookie } from '../../http/cookies.js';
import { ipKey, rateLimit, userKey, type RateLimiters } from '../../http/rate-limit.js';
import { currentSessionToken, currentUser } from '../../http/request-context.js';
import { route, type Route } from '../../http/route.js';
import { AppError } from '../../http/app-error.js';
import type { AccountRequests } from './account-requests.js';
import type { AccountSettingsService } from './account-settings.js';
import { answerSignedIn, mailedLinkRoute, RATE_LIMITED } from './auth-answers.js';
import { browserOf } from './browser.js';
import type { PasswordResetService } from './password-reset.js';
import type { SessionService } from './session-service.js';
import { toUserDto, userDtoSchema } from './user-dto.js';

type Deps = {
  config: Pick<Config, 'session'>;
  requests: AccountRequests;
  reset: PasswordResetService;
  settings: AccountSettingsService;
  sessions: SessionService;
  limiters: RateLimiters;
};

const TOKEN_FAILURES = [400, 'TOKEN_INVALID, TOKEN_EXPIRED or invalid input'] as const;

/** docs/api.md "Account lifecycle": recovery, password and email changes, and the member's sessions. */
export function accountRoutes({ config, requests, reset, settings, sessions, limiters }: Deps): Route[] {
  return [
    mailedLinkRoute({ requests, limiters }, 'password-reset'),

    route({
      method: 'POST',
      path: '/auth/password-reset/confirm',
      access: 'public',
      summary: 'Set a new password with the reset link; signs in and ends every other session',
      before: [rateLimit(limiters, [['resetConfirmIp', ipKey]])],
      body: passwordResetConfirmSchema,
      response: userDtoSchema,
      errors: [TOKEN_FAILURES, RATE_LIMITED],
      handler: async ({ body }, req, res) => {
        answerSignedIn(res, config, await reset.confirm(body, browserOf(req, config)));
      },
    }),

    route({
      method: 'POST',
      path: '/auth/password',
      access: 'signed-in',
      summary: 'Change the password (current one required); every other session ends',
      before: [rateLimit(limiters, [['passwordChangeUser', userKey]])],
      body: changePasswordSchema,
      answers: 'no-content',
      status: 204,
      errors: [[401, 'INVALID_CREDENTIALS (wrong current password)'], RATE_LIMITED],
      handler: async ({ body, user }, req, res) => {
        await settings.changePassword(user, body, currentSessionToken(req));
        res.status(204).end();
      },
    }),

    route({
      method: 'POST',
      path: '/auth/email',
      access: 'signed-in',
      summary: 'Ask to change the email address; it changes when the link mailed to the new one is used',
      before: [rateLimit(limiters, [['emailChangeUser', userKey]])],
      body: changeEmailSchema,
      status: 202,
      response: acceptedSchema,
      errors: [[401, 'INVALID_CREDENTIALS (wrong current password)'], RATE_LIMITED],
      handler: async ({ body, user }, _req, res) => {
        await settings.requestEmailChange(user, body);
        res.status(202).json(ok({ accepted: true }));
      },
    }),

    route({
      method: 'POST',
      path: '/auth/email/confirm',
      access: 'public',
      summary: "Confirm the new email address with the mailed link; every other session ends and the old address gets a 7-day undo link",
      before: [rateLimit(limiters, [['emailConfirmIp', ipKey]])],
      body: linkTokenBodySchema,
      response: userDtoSchema,
      errors: [TOKEN_FAILURES, [409, 'CONFLICT: the address belongs to another account by now'], RATE_LIMITED],
      handler: async ({ body }, req, res) => {
        const opener = { sessionToken: currentSessionToken(req), userId: currentUser(req)?.id };
        res.json(ok(toUserDto(await settings.confirmEmailChange(body.token, opener))));
      },
    }),

    route({
      method: 'POST',
      path: '/auth/email/undo',
      access: 'public',
      summary: 'Undo a confirmed email change with the link mailed to the old address (7 days): the old address returns, every session ends, the password must be chosen anew',
      before: [rateLimit(limiters, [['emailUndoIp', ipKey]])],
      body: linkTokenBodySchema,
      response: emailRestoredSchema,
      errors: [TOKEN_FAILURES, [409, 'CONFLICT: the old address belongs to another verified account by now'], RATE_LIMITED],
      handler: async ({ body }, req, res) => {
        const restored = await settings.undoEmailChange(body.token);
        // Whatever session this browser held has just ended with the others.
        if (currentSessionToken(req)) clearSessionCookie(res, config);
        res.json(ok({ email: restored.email ?? '' }));
      },
    }),

    route({
      method: 'GET',
      path: '/auth/sessions',
      access: 'signed-in',
      summary: "The member's signed-in browsers, newest first",
      response: memberSessionsSchema,
      handler: async ({ user }, req, res) => {
        res.json(ok(await sessions.listFor(user, currentSessionToken(req))));
      },
    }),

    route({
      method: 'DELETE',
      path: '/auth/sessions/:id',
      access: 'signed-in',
      summary: "End one of the member's sessions (ending the current one signs out)",
      params: sessionIdParamsSchema,
      answers: 'no-content',
      status: 204,
      errors: [[404, 'No such session of this member']],
      handler: async ({ params, user }, req, res) => {
        const ended = await sessions.destroyOwn(user.id, params.id, currentSessionToken(req));
        if (ended === 'none') throw new AppError('NOT_FOUND', 404, 'Session not found');
        if (ended === 'current') clearSessionCookie(res, config);
        res.status(204).end();
      },
    }),

    route({
      method: 'DELETE',
      path: '/auth/sessions',
      access: 'signed-in',
      summary: 'End every session of the member but the current one',
      answers: 'no-content',
      status: 204,
      handler: async ({ user }, req, res) => {
        await sessions.destroyOthers(user.id, currentSessionToken(req));
        res.status(204).end();
      },
    }),
  ];
}
