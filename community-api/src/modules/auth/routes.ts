import { loginSchema, ok, pagePaths, registeredSchema, registerSchema, verifyEmailSchema } from '@starshelf/contract';
import type { Config } from '../../config.js';
import { clearRegistrationCookie, readCookie, setRegistrationCookie } from '../../http/cookies.js';
import { emailDomainKey, ipKey, pairKey, rateLimit, type RateLimiters } from '../../http/rate-limit.js';
import { route, type Route } from '../../http/route.js';
import { readerLocale } from '../../http/reader-locale.js';
import { randomToken } from '../../lib/secure-token.js';
import { REGISTRATION_BINDING_MS } from './pending-registrations.js';
import type { AuthService } from './service.js';
import type { AccountRequests } from './account-requests.js';
import { answerSignedIn, mailedLinkRoute, RATE_LIMITED, signOut } from './auth-answers.js';
import { browserOf } from './browser.js';
import { toUserDto, userDtoSchema } from './user-dto.js';

type Deps = { config: Pick<Config, 'session'>; auth: AuthService; requests: AccountRequests; limiters: RateLimiters; clock: () => Date };


export function authRoutes({ config, auth, requests, limiters, clock }: Deps): Route[] {
  const cookieOf = (req: Parameters<typeof readCookie>[0]) => readCookie(req, config.session.cookieName);
  // Signing out through the API (204) and through a plain link (302 to the home page) end the session alike.
  const signOutRoute = (method: 'POST' | 'GET', path: string, summary: string, answer: { answers: 'no-content'; status: 204 } | { answers: 'redirect'; status: 302 }) =>
    route({
      method,
      path,
      access: 'public',
      summary,
      ...answer,
      handler: async (_input, req, res) => {
        await signOut(auth, res, config, cookieOf(req));
        if (answer.answers === 'redirect') res.redirect(302, pagePaths.home.href());
        else res.status(204).end();
      },
    });

  return [
    route({
      method: 'GET',
      path: '/auth/user',
      access: 'signed-in',
      summary: 'The signed-in member',
      response: userDtoSchema,
      handler: ({ user }, _req, res) => {
        res.json(ok(toUserDto(user)));
      },
    }),

    route({
      method: 'POST',
      path: '/auth/register',
      access: 'public',
      summary: 'Register; the same answer (and a fresh registration cookie) whether or not the email is known',
      before: [rateLimit(limiters, [['registerPair', pairKey], ['registerIp', ipKey], ['registerDomain', emailDomainKey]])],
      body: registerSchema,
      status: 201,
      response: registeredSchema,
      errors: [RATE_LIMITED],
      handler: async ({ body }, req, res) => {
        const browserToken = randomToken();
        await auth.register({ ...body, locale: readerLocale(req, body.locale) }, browserToken);
        setRegistrationCookie(res, config, browserToken, new Date(clock().getTime() + REGISTRATION_BINDING_MS));
        res.status(201).json(ok({ email: body.email, verificationRequired: true }));
      },
    }),

    route({
      method: 'POST',
      path: '/auth/verify-email',
      access: 'public',
      summary: "Verify the email with the link token and sign in; the password is this browser's registration's, or the one sent along",
      before: [rateLimit(limiters, [['verifyIp', ipKey]])],
      body: verifyEmailSchema,
      response: userDtoSchema,
      errors: [[400, 'TOKEN_INVALID, TOKEN_EXPIRED, or PASSWORD_REQUIRED (this browser sent no registration: send a password)'], RATE_LIMITED],
      handler: async ({ body }, req, res) => {
        const signedIn = await auth.verifyEmail(body, browserOf(req, config), readerLocale(req));
        clearRegistrationCookie(res, config);
        answerSignedIn(res, config, signedIn);
      },
    }),

    mailedLinkRoute({ requests, limiters }, 'resend-verification'),

    route({
      method: 'POST',
      path: '/auth/login',
      access: 'public',
      summary: 'Sign in; sets the session cookie',
      before: [rateLimit(limiters, [['loginPair', pairKey], ['loginIp', ipKey]])],
      body: loginSchema,
      response: userDtoSchema,
      errors: [[401, 'INVALID_CREDENTIALS'], [403, 'EMAIL_NOT_VERIFIED'], RATE_LIMITED],
      handler: async ({ body }, req, res) => {
        const signedIn = await auth.login(body, browserOf(req, config));
        // A member who got in should not carry old failures into their next typo.
        await limiters.reset('loginPair', pairKey(req));
        answerSignedIn(res, config, signedIn);
      },
    }),

    signOutRoute('POST', '/auth/logout', 'Sign out', { answers: 'no-content', status: 204 }),
    signOutRoute('GET', '/logout', 'Sign out and go to /', { answers: 'redirect', status: 302 }),
  ];
}
