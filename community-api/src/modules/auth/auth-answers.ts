import type { Response } from 'express';
import { acceptedSchema, ok, passwordResetRequestSchema, resendVerificationSchema } from '@starshelf/contract';
import type { Config } from '../../config.js';
import { clearSessionCookie, setSessionCookie } from '../../http/cookies.js';
import { ipKey, pairKey, rateLimit, type RateLimiters, type RateLimitName } from '../../http/rate-limit.js';
import { route, type Route } from '../../http/route.js';
import type { AccountRequest, AccountRequests } from './account-requests.js';
import type { AuthService } from './service.js';
import type { SignedIn } from './sign-in.js';
import { toUserDto } from './user-dto.js';

// What the auth and account routes share: how a sign-in and a sign-out are answered, and the
// routes that ask for a mailed link.

export const RATE_LIMITED = [429, 'Rate limited'] as const;

type SessionConfig = Pick<Config, 'session'>;

/** A sign-in's answer: the session cookie, then the member. */
export function answerSignedIn(res: Response, config: SessionConfig, { user, session }: SignedIn): void {
  setSessionCookie(res, config, session.token, session.expiresAt);
  res.json(ok(toUserDto(user)));
}

/** Ends the session the browser holds (if any) and forgets its cookie. */
export async function signOut(auth: Pick<AuthService, 'logout'>, res: Response, config: SessionConfig, token: string | undefined): Promise<void> {
  await auth.logout(token);
  clearSessionCookie(res, config);
}

type MailedLink = {
  path: string;
  summary: string;
  /** An email address (`passwordResetRequestSchema` and `resendVerificationSchema` alike). */
  body: typeof passwordResetRequestSchema;
  limits: readonly [perAddress: RateLimitName, perClient: RateLimitName];
};

const MAILED_LINKS: Record<AccountRequest['kind'], MailedLink> = {
  'resend-verification': {
    path: '/auth/resend-verification',
    summary: 'Send a new verification link (invalidates older ones)',
    body: resendVerificationSchema,
    limits: ['resendPair', 'resendIp'],
  },
  'password-reset': {
    path: '/auth/password-reset',
    summary: 'Mail a password-reset link; the same answer, equally fast, whether or not the address is known',
    body: passwordResetRequestSchema,
    limits: ['resetPair', 'resetIp'],
  },
};

/**
 * A request for a mailed link (verification, password reset): answered at once and alike whether
 * or not the address is known, limited per address and client; the mail goes out in the background.
 */
export function mailedLinkRoute(deps: { requests: AccountRequests; limiters: RateLimiters }, kind: AccountRequest['kind']): Route {
  const { path, summary, body, limits: [perAddress, perClient] } = MAILED_LINKS[kind];
  return route({
    method: 'POST',
    path,
    access: 'public',
    summary,
    before: [rateLimit(deps.limiters, [[perAddress, pairKey], [perClient, ipKey]])],
    body,
    status: 202,
    response: acceptedSchema,
    errors: [RATE_LIMITED],
    handler: ({ body: { email } }, _req, res) => {
      deps.requests.submit({ kind, email });
      res.status(202).json(ok({ accepted: true }));
    },
  });
}
