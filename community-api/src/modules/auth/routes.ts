import { Router } from 'express';
import { loginSchema, ok, registerSchema } from '@starshelf/contract';
import type { Config } from '../../config.js';
import { clearSessionCookie, readCookie, setSessionCookie } from '../../http/cookies.js';
import { ipKey, pairKey, rateLimit, type RateLimiters } from '../../http/rate-limit.js';
import { currentUser } from '../../http/request-context.js';
import { validate } from '../../http/validate.js';
import { resendVerificationSchema, verifyEmailSchema } from './schemas.js';
import type { AuthService } from './service.js';
import { toUserDto } from './user-dto.js';

type Deps = { config: Pick<Config, 'session'>; auth: AuthService; limiters: RateLimiters };

export function authRoutes({ config, auth, limiters }: Deps): Router {
  const router = Router();
  const cookieOf = (req: Parameters<typeof readCookie>[0]) => readCookie(req, config.session.cookieName);

  router.get('/auth/user', (req, res) => {
    // The guard from the permission table has already refused anonymous callers.
    res.json(ok(toUserDto(currentUser(req)!)));
  });

  router.post(
    '/auth/register',
    rateLimit(limiters, [['registerPair', pairKey], ['registerIp', ipKey]]),
    validate({ body: registerSchema }),
    async (req, res) => {
      await auth.register(req.body);
      res.status(201).json(ok({ email: req.body.email as string, verificationRequired: true }));
    },
  );

  router.post(
    '/auth/verify-email',
    rateLimit(limiters, [['verifyIp', ipKey]]),
    validate({ body: verifyEmailSchema }),
    async (req, res) => {
      const { user, session } = await auth.verifyEmail(req.body.token, cookieOf(req));
      setSessionCookie(res, config, session.token, session.expiresAt);
      res.json(ok(toUserDto(user)));
    },
  );

  router.post(
    '/auth/resend-verification',
    rateLimit(limiters, [['resendPair', pairKey], ['resendIp', ipKey]]),
    validate({ body: resendVerificationSchema }),
    async (req, res) => {
      await auth.resendVerification(req.body.email);
      res.status(202).json(ok({ accepted: true }));
    },
  );

  router.post(
    '/auth/login',
    rateLimit(limiters, [['loginPair', pairKey], ['loginIp', ipKey]]),
    validate({ body: loginSchema }),
    async (req, res) => {
      const { user, session } = await auth.login(req.body, cookieOf(req));
      // A member who got in should not carry old failures into their next typo.
      await limiters.reset('loginPair', pairKey(req));
      setSessionCookie(res, config, session.token, session.expiresAt);
      res.json(ok(toUserDto(user)));
    },
  );

  router.post('/auth/logout', async (req, res) => {
    await auth.logout(cookieOf(req));
    clearSessionCookie(res, config);
    res.status(204).end();
  });

  router.get('/logout', async (req, res) => {
    await auth.logout(cookieOf(req));
    clearSessionCookie(res, config);
    res.redirect(302, '/');
  });

  return router;
}
