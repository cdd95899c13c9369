import { beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '@starshelf/contract';
import { ANALYTICS_EXPORT_NOTE } from '../src/modules/profile/account-export.js';
import { createMember } from './support/members.js';
import { createCatalogueDatabase, fixture, translate } from './support/test-catalogue.js';
import { useSuiteApp } from './support/suite.js';
import type { TestAgent } from './support/test-app.js';

describe('GET /api/profile/export', () => {
  // chatModel null: the offline recommender answers the chat message that fills the quota.
  const suite = useSuiteApp(createCatalogueDatabase, { chatModel: null });
  let bookId: number;
  let authorId: number;

  beforeAll(async () => {
    authorId = await fixture(suite.database.payload, 'authors', { name: 'Ursula K. Le Guin' });
    bookId = await fixture(suite.database.payload, 'books', { title: 'The Dispossessed', authors: [authorId] });
    await translate(suite.database.payload, 'books', bookId, 'de', { title: 'Planet der Habenichtse' });
  });

  /** Signs in through the API, so the export can tell the current session from the others. */
  async function signIn(member: { email: string | null; password: string }): Promise<TestAgent> {
    const agent = suite.app.agent();
    const response = await agent
      .post('/api/auth/login')
      .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36')
      .send({ email: member.email, password: member.password });
    expect(response.status).toBe(200);
    return agent;
  }

  it('answers 401 to an anonymous caller', async () => {
    const response = await suite.app.agent().get('/api/profile/export');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('downloads everything held about the member, including a rating written just before, and nothing of another member', async () => {
    const member = await createMember(suite.app, { locale: 'de' });
    const other = await createMember(suite.app);
    const agent = await signIn(member);
    const otherAgent = await signIn(other);
    // A second session of the member, in another browser.
    await signIn(member);

    await otherAgent.post(`/api/books/${bookId}/ratings`).send({ rating: 1, review: 'Not for me at all, says the other member.' });
    await otherAgent.post('/api/reading-list').send({ bookId, status: 'read' });
    expect((await agent.post('/api/reading-list').send({ bookId, status: 'reading' })).status).toBeLessThan(300);
    expect((await agent.post(`/api/authors/${authorId}/ratings`).send({ rating: 4 })).status).toBe(200);
    expect((await agent.post(`/api/books/${bookId}/ratings`).send({ rating: 5, review: 'Anarres, written just now.' })).status).toBe(200);
    await suite.app.pool.query("insert into community.newsletter_subscriptions (email, unsubscribe_token, confirmed_at) values ($1, 'export-test-token', now())", [
      member.email!.toUpperCase(),
    ]);
    expect((await agent.post('/api/chat').send({ message: 'fantasy' })).status).toBe(200);
    await suite.app.pool.query(
      `insert into community.admin_audit_log (actor_id, target_id, action, detail) values ($1, $2, 'role_changed', '{"from":"NORMAL_USER","to":"GOLDEN_USER"}')`,
      [other.id, member.id],
    );

    const response = await agent.get('/api/profile/export');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="starshelf-export-${new Date().toISOString().slice(0, 10)}.json"`);
    expect(response.headers['cache-control']).toBe('no-store');

    // The file is the document itself (no envelope), exactly in the contract's shape.
    const parsed = accountExportSchema.safeParse(response.body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(response.body);
    const exported = parsed.data!;
    expect(exported).toMatchObject({
      format: 'starshelf-export',
      version: 1,
      account: { id: member.id, email: member.email, firstName: 'Test', lastName: 'Member', role: 'NORMAL_USER', locale: 'de' },
      bookRatings: [{ itemId: bookId, rating: 5, review: 'Anarres, written just now.', item: { id: bookId, title: 'Planet der Habenichtse' } }],
      authorRatings: [{ itemId: authorId, rating: 4, review: null, item: { id: authorId, title: 'Ursula K. Le Guin' } }],
      readingList: [{ bookId, status: 'reading', book: { id: bookId, title: 'Planet der Habenichtse' } }],
      newsletter: { state: 'subscribed', email: member.email!.toUpperCase() },
      chatQuota: { day: new Date().toISOString().slice(0, 10), used: 1 },
      analyticsEvents: { note: ANALYTICS_EXPORT_NOTE, events: [] },
    });
    expect(exported.account.emailVerifiedAt).not.toBeNull();
    expect(exported.account.lastLoginAt).not.toBeNull();
    expect(exported.sessions).toHaveLength(2);
    expect(exported.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(exported.sessions.map((session) => session.userAgent)).toEqual([expect.stringContaining('Chrome/140.0'), expect.stringContaining('Chrome/140.0')]);
    // An administrator's change to the account is held about the member; who made it is not theirs.
    expect(exported.administrativeChanges).toEqual([
      { at: expect.any(String), action: 'role_changed', detail: { from: 'NORMAL_USER', to: 'GOLDEN_USER' } },
    ]);

    const text = JSON.stringify(exported);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email!);
    expect(text).not.toContain('says the other member');
    // No session digest (64 hex digits) leaves the server.
    expect(text).not.toMatch(/[0-9a-f]{64}/);
  });

  it('exports an empty account as empty lists and no subscription', async () => {
    const member = await createMember(suite.app);
    const response = await (await signIn(member)).get('/api/profile/export');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      bookRatings: [],
      authorRatings: [],
      readingList: [],
      newsletter: { state: 'none', email: null },
      chatQuota: { used: 0 },
      sessions: [{ current: true }],
    });
  });
});
