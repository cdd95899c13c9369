import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailWorker } from '../src/mail/mail-worker.js';
import { createMailer } from '../src/lib/mailer.js';
import { createRedis } from '../src/lib/redis.js';
import { startMailCapture, tokenFrom, type MailCapture } from './support/mail-capture.js';
import { GOOD_PASSWORD, createMember, uniqueEmail } from './support/members.js';
import { TEST_REDIS_URL, closedPort, startTestApp, type TestApp } from './support/test-app.js';
import { createMigratedDatabase, type TestDatabase } from './support/test-database.js';

describe('mail delivery through the queue and without it', () => {
  let database: TestDatabase;
  let mail: MailCapture;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    mail = await startMailCapture();
  });
  afterAll(async () => {
    await mail.close();
    await database.drop();
  });

  const register = (app: TestApp, email: string, browser = app.agent()) =>
    browser.post('/api/auth/register').send({ email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, locale: 'it' });

  it('queues the verification mail on the `mail` queue and the worker sends it', async () => {
    const app = await startTestApp({ databaseUrl: database.url, redisUrl: TEST_REDIS_URL, smtpPort: mail.port });
    const mailer = createMailer({ smtp: { ...app.config.smtp, port: mail.port } });
    const email = uniqueEmail();
    const browser = app.agent();
    try {
      expect((await register(app, email, browser)).status).toBe(201);
      // Nothing consumes the queue yet, so nothing has been sent.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mail.messages.some((message) => message.to.includes(email))).toBe(false);
      const logger = pino({ level: 'silent' });
      const connection = createRedis(TEST_REDIS_URL, logger, 'workers');
      const worker = createMailWorker({ connection, redisPrefix: app.config.redisPrefix, mailer, logger });
      try {
        const message = await mail.next(email);
        expect(message.text).toContain('Ciao');
        expect(message.text).toContain('30 minuti');
        expect((await browser.post('/api/auth/verify-email').send({ token: tokenFrom(message) })).status).toBe(200);
      } finally {
        await worker.close();
        connection.disconnect();
      }
    } finally {
      mailer.close();
      await app.close();
    }
  });

  it('still registers and sends the mail in-process when Redis is down', async () => {
    const app = await startTestApp({ databaseUrl: database.url, redisUrl: `redis://127.0.0.1:${await closedPort()}`, smtpPort: mail.port });
    const email = uniqueEmail();
    try {
      const response = await register(app, email);
      expect(response.status).toBe(201);
      const message = await mail.next(email);
      expect(tokenFrom(message)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(app.logLines().some((line) => line.msg === 'queue unavailable; running the job in-process' && line.queue === 'mail')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('keeps reads and sign-in working while Redis is down', async () => {
    const app = await startTestApp({ databaseUrl: database.url, redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    try {
      expect((await app.agent().get('/api/auth/user')).status).toBe(401);
      expect((await app.agent().get('/api/docs')).status).toBe(200);
      // Rate-limited routes fall back to in-memory counting instead of failing.
      expect((await app.agent().post('/api/auth/login').send({ email: uniqueEmail(), password: 'x' })).status).toBe(401);
      const member = await createMember(app);
      expect((await app.agent().post('/api/auth/login').send({ email: member.email, password: member.password })).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
