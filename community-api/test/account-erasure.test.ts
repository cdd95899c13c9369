import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAuthorDetail, getBookDetail } from '@starshelf/cms/catalogue';
import type { Role } from '@starshelf/contract';
import { pino } from 'pino';
import { createRedis, pingRedis } from '../src/lib/redis.js';
import { createMember, GOOD_PASSWORD, sessionCookieFrom, signedInAgent } from './support/members.js';
import { startMailCapture, tokenFrom, type MailCapture } from './support/mail-capture.js';
import { TEST_REDIS_URL, type TestAgent, type TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { useSuiteDatabase } from './support/suite.js';
import { waitFor } from './support/wait-for.js';

const NEW_PASSWORD = 'Another-Horse-77';

describe('DELETE /api/profile (decision 074)', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let mail: MailCapture;
  // No Redis: rating aggregates are written in-process, as `npm start` without REDIS_URL does.
  let app: TestApp;
  let bookId: number;
  let authorId: number;

  beforeAll(async () => {
    mail = await startMailCapture();
    app = await suite.startApp({ smtpPort: mail.port, chatModel: null });
    authorId = await fixture(suite.database.payload, 'authors', { name: 'Iain M. Banks' });
    bookId = await fixture(suite.database.payload, 'books', { title: 'Excession', authors: [authorId] });
  });
  afterAll(async () => {
    await mail.close();
  });

  /** Signs in through the API (a real cookie in the agent's jar) and returns the cookie value too. */
  async function signIn(member: { email: string | null; password: string }): Promise<{ agent: TestAgent; cookie: string }> {
    const agent = app.agent();
    const response = await agent.post('/api/auth/login').send({ email: member.email, password: member.password });
    expect(response.status).toBe(200);
    return { agent, cookie: sessionCookieFrom(response.headers['set-cookie'], app.config.session.cookieName)! };
  }

  const login = (email: string | null, password: string) => app.agent().post('/api/auth/login').send({ email, password });
  const withCookie = (cookie: string) => app.agent().set('Cookie', `${app.config.session.cookieName}=${cookie}`);
  const rowsOf = async (sql: string, values: unknown[]) => (await app.pool.query(sql, values)).rows;

  it('refuses a wrong password with 401 INVALID_CREDENTIALS and changes nothing', async () => {
    const member = await createMember(app);
    const { agent, cookie } = await signIn(member);
    await agent.post(`/api/books/${bookId}/ratings`).send({ rating: 2, review: 'Kept after a wrong password.' });

    const refused = await agent.delete('/api/profile').send({ currentPassword: 'not-the-password' });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('INVALID_CREDENTIALS');

    expect((await withCookie(cookie).get('/api/auth/user')).status).toBe(200);
    expect((await login(member.email, member.password)).status).toBe(200);
    expect(await rowsOf('select rating from community.book_ratings where user_id = $1', [member.id])).toEqual([{ rating: 2 }]);
  });

  it('asks for the current password (400) and refuses anonymous callers (401)', async () => {
    const { agent } = await signedInAgent(app);
    const missing = await agent.delete('/api/profile').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toContainEqual(expect.objectContaining({ path: 'body.currentPassword' }));
    expect((await app.agent().delete('/api/profile').send({ currentPassword: GOOD_PASSWORD })).status).toBe(401);
  });

  it('refuses a cross-site request (CSRF) and keeps the account', async () => {
    const member = await createMember(app);
    const { cookie } = await signIn(member);
    const foreign = await app.bare
      .delete('/api/profile')
      .set('Origin', 'https://evil.example')
      .set('Cookie', `${app.config.session.cookieName}=${cookie}`)
      .send({ currentPassword: member.password });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('CSRF');
    expect((await withCookie(cookie).get('/api/auth/user')).status).toBe(200);
  });

  it('erases the account, its reviews and subscription, recomputes the aggregates, and the address can register again', async () => {
    // A book and author of its own: the other tests' ratings must not move these aggregates.
    const authorId = await fixture(suite.database.payload, 'authors', { name: 'Ann Leckie' });
    const bookId = await fixture(suite.database.payload, 'books', { title: 'Ancillary Justice', authors: [authorId] });
    const member = await createMember(app);
    const other = await createMember(app);
    const { agent, cookie } = await signIn(member);
    const { cookie: secondCookie } = await signIn(member);
    // A seeded reader (no email) rated the same book; they are nobody's account to erase.
    const [reader] = await rowsOf("insert into community.users (external_id, first_name) values ('reader-erasure', 'Seeded') returning id", []);
    await app.pool.query('insert into community.book_ratings (user_id, book_id, rating, review) values ($1, $2, 4, $3)', [reader.id, bookId, 'A seeded review.']);
    await (await signIn(other)).agent.post(`/api/books/${bookId}/ratings`).send({ rating: 3 });
    await agent.post(`/api/books/${bookId}/ratings`).send({ rating: 1, review: 'The review that goes with its author.' });
    await agent.post(`/api/authors/${authorId}/ratings`).send({ rating: 5 });
    await agent.post('/api/reading-list').send({ bookId });
    await app.pool.query("insert into community.newsletter_subscriptions (email, unsubscribe_token, confirmed_at) values ($1, 'erasure-test-token', now())", [member.email]);
    await waitFor(async () => (await getBookDetail(bookId))?.ratingsCount === 3);
    await waitFor(async () => (await getAuthorDetail(authorId))?.ratingsCount === 1);
    expect((await getBookDetail(bookId))?.averageRating).toBe(2.7);

    const erased = await agent.delete('/api/profile').send({ currentPassword: member.password });
    expect(erased.status).toBe(204);
    // The browser's cookie is cleared, and every session of the member ended with the account.
    expect(String(erased.headers['set-cookie'])).toMatch(new RegExp(`^${app.config.session.cookieName}=;.*Expires=Thu, 01 Jan 1970`));
    expect((await withCookie(cookie).get('/api/auth/user')).status).toBe(401);
    expect((await withCookie(secondCookie).get('/api/auth/user')).status).toBe(401);
    expect((await login(member.email, member.password)).status).toBe(401);

    // The reviews are gone from the book; the other member's rating and the seeded reader's stay.
    const reviews = await app.agent().get(`/api/books/${bookId}/reviews`);
    expect(reviews.status).toBe(200);
    expect(reviews.body.data.items.map((review: { review: string }) => review.review)).toEqual(['A seeded review.']);
    expect(await rowsOf('select count(*)::int as count from community.book_ratings where book_id = $1', [bookId])).toEqual([{ count: 2 }]);
    expect(await rowsOf('select id from community.users where id = $1', [reader.id])).toHaveLength(1);

    // The catalogue's aggregates follow through the rating aggregator.
    await waitFor(async () => (await getBookDetail(bookId))?.ratingsCount === 2);
    expect((await getBookDetail(bookId))?.averageRating).toBe(3.5);
    await waitFor(async () => (await getAuthorDetail(authorId))?.ratingsCount === 0);
    expect((await getAuthorDetail(authorId))?.averageRating).toBeNull();

    for (const table of ['users', 'sessions', 'verification_tokens', 'reading_list_entries', 'author_ratings']) {
      const column = table === 'users' ? 'id' : 'user_id';
      expect(await rowsOf(`select 1 from community.${table} where ${column} = $1`, [member.id]), table).toEqual([]);
    }
    expect(await rowsOf('select 1 from community.newsletter_subscriptions where lower(email) = lower($1)', [member.email])).toEqual([]);

    // The address is free again: a new registration, its link, a new password.
    const browser = app.agent();
    const registered = await browser.post('/api/auth/register').send({
      email: member.email,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      firstName: 'Back',
      lastName: 'Again',
    });
    expect(registered.status).toBe(201);
    const verified = await browser.post('/api/auth/verify-email').send({ token: tokenFrom(await mail.next(member.email!)) });
    expect(verified.status).toBe(200);
    expect(verified.body.data.id).not.toBe(member.id);
    expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(member.email, member.password)).status).toBe(401);
  });

  describe('an administrator', () => {
    const administrator = async (options: { isDisabled?: boolean } = {}) => createMember(app, { role: 'SUPER_USER' satisfies Role, ...options });

    it('cannot erase themselves while no other enabled administrator exists (409), and can once one does', async () => {
      const only = await administrator();
      const { agent, cookie } = await signIn(only);
      await administrator({ isDisabled: true });
      const refused = await agent.delete('/api/profile').send({ currentPassword: only.password });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('CONFLICT');
      expect((await withCookie(cookie).get('/api/auth/user')).status).toBe(200);

      await administrator();
      expect((await agent.delete('/api/profile').send({ currentPassword: only.password })).status).toBe(204);
      expect((await login(only.email, only.password)).status).toBe(401);
    });
  });

  it("removes the member's chat quota counter from Redis", async () => {
    const redis = createRedis(TEST_REDIS_URL, pino({ level: 'silent' }));
    try {
      await pingRedis(redis);
      const withRedis = await suite.startApp({ redisUrl: TEST_REDIS_URL, chatModel: null });
      const { agent, user } = await signedInAgent(withRedis);
      expect((await agent.post('/api/chat').send({ message: 'fantasy' })).status).toBe(200);
      const keysOfMember = () => redis.keys(`${withRedis.config.redisPrefix}:*${user.id}*`);
      expect(await keysOfMember()).toHaveLength(1);

      expect((await agent.delete('/api/profile').send({ currentPassword: GOOD_PASSWORD })).status).toBe(204);
      expect(await keysOfMember()).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});
