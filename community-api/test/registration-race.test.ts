import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenFrom } from './support/mail-capture.js';
import { uniqueEmail } from './support/members.js';
import { useMailSuiteApp } from './support/suite.js';
import type { TestAgent } from './support/test-app.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LINK_LIFETIME = 30 * MINUTE;
const REGISTRATION_LIFETIME = 24 * HOUR;
const PLENTY = { points: 100_000, durationSeconds: 3_600 };

/**
 * No order of registrations, resends and links may end with a password that the mailbox owner did
 * not choose. Everything runs against the real API over HTTP.
 *
 * The owner's choice, precisely: the owner holds the mailbox and two browsers (laptop and phone);
 * the attacker holds a browser of their own and never the mailbox. A password is the owner's choice
 * when the owner typed it: into a registration sent from one of the owner's browsers, or on the
 * verification page. When the owner opens a live link in browser B, the password must become the
 * one of B's latest registration of the address (if it is under 24 hours old), else the page asks
 * and the password becomes what the owner types there. No other password may ever sign in.
 */
describe('registration race: a second registration never sets a stranger\'s password', () => {
  let now = Date.now();
  const suite = useMailSuiteApp({
    clock: () => new Date(now),
    rateLimits: { registerPair: PLENTY, registerIp: PLENTY, resendPair: PLENTY, resendIp: PLENTY, verifyIp: PLENTY, loginPair: PLENTY, loginIp: PLENTY },
  });

  const register = (browser: TestAgent, email: string, password: string) =>
    browser.post('/api/auth/register').send({ email, password, confirmPassword: password, firstName: 'Reg', lastName: 'Istrant', locale: 'en' });
  const verify = (browser: TestAgent, token: string, password?: string) =>
    browser.post('/api/auth/verify-email').send(password ? { token, password, confirmPassword: password } : { token });
  const canSignIn = async (email: string, password: string) => (await suite.app.agent().post('/api/auth/login').send({ email, password })).status === 200;

  it('the sequence at stake: the owner registers P1, anyone registers P2, the owner opens the newest link: P1 holds and P2 is refused', async () => {
    const email = uniqueEmail('owner');
    const [p1, p2] = ['Owner-Chose-P1-2026!', 'Stranger-P2-2026?'];
    const ownersBrowser = suite.app.agent();
    expect((await register(ownersBrowser, email, p1)).status).toBe(201);
    await suite.mail.next(email);
    expect((await register(suite.app.agent(), email, p2)).status).toBe(201);
    const newest = tokenFrom(await suite.mail.next(email));

    const opened = await verify(ownersBrowser, newest);
    expect(opened.status).toBe(200);
    expect((await ownersBrowser.get('/api/auth/user')).status).toBe(200);
    expect(await canSignIn(email, p2)).toBe(false);
    expect(await canSignIn(email, p1)).toBe(true);
  });

  it('lets an owner who forgot P1 register again with P2 from the same browser and get in with P2', async () => {
    const email = uniqueEmail('forgetful');
    const [p1, p2] = ['Forgotten-First-1!', 'Remembered-Second-2!'];
    const browser = suite.app.agent();
    await register(browser, email, p1);
    await suite.mail.next(email);
    await register(browser, email, p2);
    expect((await verify(browser, tokenFrom(await suite.mail.next(email)))).status).toBe(200);
    expect(await canSignIn(email, p2)).toBe(true);
    expect(await canSignIn(email, p1)).toBe(false);
  });

  type Where = 'laptop' | 'phone';
  type Step =
    | { kind: 'register'; who: Where | 'attacker' }
    | { kind: 'resend'; who: 'owner' | 'attacker' }
    | { kind: 'open-newest'; where: Where }
    | { kind: 'open-older'; where: Where; back: number }
    | { kind: 'wait'; ms: number };

  const whereArb = fc.constantFrom<Where>('laptop', 'phone');
  const stepArb: fc.Arbitrary<Step> = fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('register' as const), who: fc.constantFrom<Where | 'attacker'>('laptop', 'phone', 'attacker') }), weight: 4 },
    { arbitrary: fc.record({ kind: fc.constant('resend' as const), who: fc.constantFrom<'owner' | 'attacker'>('owner', 'attacker') }), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant('open-newest' as const), where: whereArb }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('open-older' as const), where: whereArb, back: fc.integer({ min: 1, max: 3 }) }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.constantFrom(31 * MINUTE, 25 * HOUR) }), weight: 1 },
  );

  // What the server must do, step by step: the links in the inbox, each browser's latest registration.
  type Link = { token: string; issuedAt: number; state: 'live' | 'voided' | 'used' };
  type Model = { isVerified: boolean; links: Link[]; latest: Partial<Record<Where, { password: string; at: number }>>; expected?: string };

  it('holds for every order of registrations, resends, newest and older links and expiries (property)', async () => {
    let counter = 0;
    const fresh = (who: string) => `${who}-Pass-${(counter += 1)}-x!`;

    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 7 }), async (steps) => {
        const email = uniqueEmail('race');
        const browsers = { laptop: suite.app.agent(), phone: suite.app.agent(), attacker: suite.app.agent() };
        const model: Model = { isVerified: false, links: [], latest: {} };
        const owners = new Set<string>();
        const strangers = new Set<string>();
        const receiveLink = async () => {
          for (const link of model.links) if (link.state === 'live') link.state = 'voided';
          model.links.push({ token: tokenFrom(await suite.mail.next(email)), issuedAt: now, state: 'live' });
        };

        const open = async (link: Link, where: Where) => {
          const answer = await verify(browsers[where], link.token);
          const refusal = link.state !== 'live' ? 'TOKEN_INVALID' : now >= link.issuedAt + LINK_LIFETIME ? 'TOKEN_EXPIRED' : undefined;
          if (refusal) {
            expect(answer.body.error?.code).toBe(refusal);
            return;
          }
          const registration = model.latest[where];
          let chosen = registration && now < registration.at + REGISTRATION_LIFETIME ? registration.password : undefined;
          if (!chosen) {
            expect(answer.body.error?.code).toBe('PASSWORD_REQUIRED');
            chosen = fresh('typed');
            owners.add(chosen);
            expect((await verify(browsers[where], link.token, chosen)).status).toBe(200);
          } else {
            expect(answer.status).toBe(200);
          }
          link.state = 'used';
          model.isVerified = true;
          model.expected = chosen;
        };

        for (const step of steps) {
          if (step.kind === 'register') {
            const password = fresh(step.who);
            (step.who === 'attacker' ? strangers : owners).add(password);
            expect((await register(browsers[step.who], email, password)).status).toBe(201);
            if (model.isVerified) {
              expect((await suite.mail.next(email)).text).toContain('already have an account');
            } else {
              if (step.who !== 'attacker') model.latest[step.who] = { password, at: now };
              await receiveLink();
            }
          } else if (step.kind === 'resend') {
            const browser = step.who === 'owner' ? browsers.laptop : browsers.attacker;
            expect((await browser.post('/api/auth/resend-verification').send({ email })).status).toBe(202);
            // Only an existing, unverified account gets a new link.
            if (!model.isVerified && model.links.length > 0) await receiveLink();
          } else if (step.kind === 'open-newest') {
            const newest = model.links.at(-1);
            if (newest) await open(newest, step.where);
          } else if (step.kind === 'open-older') {
            const older = model.links.at(-1 - step.back);
            if (older) await open(older, step.where);
          } else {
            now += step.ms;
          }
        }

        for (const password of strangers) expect(await canSignIn(email, password)).toBe(false);
        for (const password of owners) expect(await canSignIn(email, password)).toBe(model.isVerified && password === model.expected);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
