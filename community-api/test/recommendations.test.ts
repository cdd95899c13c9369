import { refreshPicksModel } from '@starshelf/cms/catalogue/recommend';
import { recommendationsSchema } from '@starshelf/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { reconcileRatingAggregates } from '../src/modules/ratings/reconcile-aggregates.js';
import { signedInAgent } from './support/members.js';
import { useSuiteApp } from './support/suite.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';

type Pick = { book: { id: number; title: string; genres: { slug: string }[] }; reason: string };
type Answer = { items: Pick[]; basis: 'personal' | 'popular' };

describe('GET /api/recommendations: personal picks from the member\'s ratings and list', () => {
  const suite = useSuiteApp(createCatalogueDatabase);
  const ids: Record<string, number> = {};
  const sagaIds: number[] = [];
  const fantasyIds = new Set<number>();

  /** Every imported reader whose external id starts with `group` rates `bookId` `stars`. */
  async function rateAs(group: string, bookId: number, stars: number) {
    await suite.app.pool.query(
      `insert into community.book_ratings (user_id, book_id, rating) select id, $1, $2 from community.users where external_id like $3`,
      [bookId, stars, `${group}:%`],
    );
  }

  beforeAll(async () => {
    const { payload } = suite.database;
    const { pool } = suite.app;
    await pool.query(`insert into community.users (external_id) select 'fantasy-fan:' || n from generate_series(1, 30) n`);
    await pool.query(`insert into community.users (external_id) select 'sf-fan:' || n from generate_series(1, 30) n`);
    ids.fantasy = await fixture(payload, 'genres', { name: 'Fantasy', slug: 'fantasy' });
    ids.sf = await fixture(payload, 'genres', { name: 'Science Fiction', slug: 'science-fiction' });
    ids.saga = await fixture(payload, 'series', { name: 'The Ring Saga' });
    const book = async (title: string, genre: number, series?: number, position = 1) => {
      const id = await fixture(payload, 'books', {
        title,
        genres: [genre],
        allSeries: series ? [{ series, position: String(position), positionSort: position }] : [],
      });
      if (genre === ids.fantasy) fantasyIds.add(id);
      return id;
    };
    ids.seedA = await book('The Wizard of the Marsh', ids.fantasy);
    ids.seedB = await book('The Dragon Queen', ids.fantasy);
    for (let position = 1; position <= 4; position += 1) sagaIds.push(await book(`Ring Saga ${position}`, ids.fantasy, ids.saga, position));
    ids.standalone = await book('The Hidden Forest', ids.fantasy);
    ids.listed = await book('The Witch of the Hills', ids.fantasy);
    const starIds: number[] = [];
    for (let n = 1; n <= 4; n += 1) starIds.push(await book(`Star Voyage ${n}`, ids.sf));

    // Fantasy fans love the member's favourites and the other fantasy books; science-fiction fans
    // dislike the favourites and love their own.
    for (const id of [ids.seedA, ids.seedB, ids.listed, ids.standalone, ...sagaIds]) await rateAs('fantasy-fan', id, 5);
    for (const id of starIds) await rateAs('sf-fan', id, 5);
    for (const id of [ids.seedA, ids.seedB]) await rateAs('sf-fan', id, 1);
    await reconcileRatingAggregates();
    await refreshPicksModel();
  });

  const picksOf = async (agent: Awaited<ReturnType<typeof signedInAgent>>['agent'], query = '') => {
    const response = await agent.get(`/api/recommendations${query}`);
    expect(response.status).toBe(200);
    expect(recommendationsSchema.safeParse(response.body.data).success).toBe(true);
    return response.body.data as Answer;
  };

  it('picks fantasy for a member who rated fantasy 5, nothing rated or listed, at most two of a series', async () => {
    const { agent, user } = await signedInAgent(suite.app);
    await suite.app.pool.query('insert into community.book_ratings (user_id, book_id, rating) values ($1, $2, 5), ($1, $3, 5)', [user.id, ids.seedA, ids.seedB]);
    await suite.app.pool.query(`insert into community.reading_list_entries (user_id, book_id, status) values ($1, $2, 'to_read')`, [user.id, ids.listed]);

    const answer = await picksOf(agent);
    expect(answer.basis).toBe('personal');
    const pickedIds = answer.items.map((pick) => pick.book.id);
    expect(pickedIds).not.toContain(ids.seedA);
    expect(pickedIds).not.toContain(ids.seedB);
    expect(pickedIds).not.toContain(ids.listed);
    expect(pickedIds.filter((id) => sagaIds.includes(id))).toHaveLength(2);
    // The personal picks come first: the standalone and two of the saga, all fantasy.
    const personal = pickedIds.slice(0, 3);
    expect(personal).toContain(ids.standalone);
    expect(personal.every((id) => id === ids.standalone || sagaIds.includes(id))).toBe(true);
    expect(personal.every((id) => fantasyIds.has(id))).toBe(true);
    expect(answer.items[0]?.reason).toMatch(/^Readers who rated The (Wizard of the Marsh|Dragon Queen) 5★ rated this 5\.0★ on average$/);
    for (const pick of answer.items) expect(pick.reason.length).toBeGreaterThan(0);
  });

  it('words the reasons in the reader\'s language', async () => {
    const { agent, user } = await signedInAgent(suite.app);
    await suite.app.pool.query('insert into community.book_ratings (user_id, book_id, rating) values ($1, $2, 5)', [user.id, ids.seedA]);
    const de = await picksOf(agent, '?locale=de&limit=3');
    expect(de.items).toHaveLength(3);
    expect(de.items[0]?.reason).toBe('Wer The Wizard of the Marsh mit 5★ bewertet hat, gab diesem Buch im Schnitt 5,0★');
    const it = await picksOf(agent.set('Accept-Language', 'it-IT,it;q=0.9'), '?limit=3');
    expect(it.items[0]?.reason).toBe('Chi ha dato 5★ a The Wizard of the Marsh ha dato in media 5,0★ a questo libro');
  });

  it('starts a member with nothing rated or listed from popular, acclaimed books', async () => {
    const { agent } = await signedInAgent(suite.app);
    const answer = await picksOf(agent, '?limit=5');
    expect(answer.basis).toBe('popular');
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.length).toBeLessThanOrEqual(5);
    for (const pick of answer.items) expect(pick.reason).toMatch(/^Acclaimed in (Fantasy|Science Fiction): \d\.\d★ from \d+ readers$/);
  });

  it('bounds the limit and refuses anonymous readers', async () => {
    const { agent } = await signedInAgent(suite.app);
    for (const limit of ['0', '25', 'x']) {
      const response = await agent.get(`/api/recommendations?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
    }
    expect((await agent.get('/api/recommendations?limit=24')).status).toBe(200);
    expect((await suite.app.request.get('/api/recommendations')).status).toBe(401);
  });

  it('is on the route list (OpenAPI)', async () => {
    const response = await suite.app.bare.get('/api/docs');
    expect(response.status).toBe(200);
    const operation = response.body.paths['/api/recommendations']?.get as { parameters: { name: string }[]; responses: Record<string, unknown> };
    expect(operation.parameters.map((parameter) => parameter.name)).toContain('limit');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
  });
});
