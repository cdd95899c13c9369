import { AIMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { rebuildSearchIndex } from '@starshelf/cms/catalogue';
import { refreshPicksModel } from '@starshelf/cms/catalogue/recommend';
import { beforeAll, describe, expect, it } from 'vitest';
import { reconcileRatingAggregates } from '../src/modules/ratings/reconcile-aggregates.js';
import { forgetGenreLexicon } from '../src/modules/chat/offline-recommender.js';
import { signedInAgent } from './support/members.js';
import { askChat as ask } from './support/chat-answer.js';
import { useSuiteApp } from './support/suite.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';

describe('POST /api/chat: a signed-in member\'s open request ranks with their own ratings and list', () => {
  const suite = useSuiteApp(createCatalogueDatabase, { chatModel: null });
  const sfIds: number[] = [];
  const fantasyIds: number[] = [];
  let popularSf = 0;

  /** Every imported reader whose external id starts with `group` rates `bookId` `stars`. */
  async function rateAs(group: string, bookId: number, stars: number) {
    await suite.app.pool.query(
      `insert into community.book_ratings (user_id, book_id, rating) select id, $1, $2 from community.users where external_id like $3`,
      [bookId, stars, `${group}:%`],
    );
  }

  /** A fresh member who rated `rated` (5★) and listed `listed`. */
  async function memberWith(app: TestApp, rated: number[], listed: number[] = []) {
    const { agent, user } = await signedInAgent(app);
    for (const bookId of rated) await app.pool.query('insert into community.book_ratings (user_id, book_id, rating) values ($1, $2, 5)', [user.id, bookId]);
    for (const bookId of listed) await app.pool.query(`insert into community.reading_list_entries (user_id, book_id, status) values ($1, $2, 'to_read')`, [user.id, bookId]);
    return agent;
  }

  beforeAll(async () => {
    const { payload } = suite.database;
    const { pool } = suite.app;
    const sf = await fixture(payload, 'genres', { name: 'Science Fiction', slug: 'science-fiction' });
    const fantasy = await fixture(payload, 'genres', { name: 'Fantasy', slug: 'fantasy' });
    for (let n = 1; n <= 4; n += 1) sfIds.push(await fixture(payload, 'books', { title: `Orbit Station ${n}`, genres: [sf], publicationYear: 1990 + n }));
    for (let n = 1; n <= 4; n += 1) fantasyIds.push(await fixture(payload, 'books', { title: `Elven Crown ${n}`, genres: [fantasy], publicationYear: 1990 + n }));
    // The catalogue's best-known science fiction, loved by readers of neither group: what a
    // popularity ranking would put first.
    popularSf = await fixture(payload, 'books', { title: 'The Famous Starship', genres: [sf], publicationYear: 1980 });

    await pool.query(`insert into community.users (external_id) select 'sf-fan:' || n from generate_series(1, 20) n`);
    await pool.query(`insert into community.users (external_id) select 'fantasy-fan:' || n from generate_series(1, 20) n`);
    await pool.query(`insert into community.users (external_id) select 'crowd:' || n from generate_series(1, 60) n`);
    // Two groups with opposite tastes, and a crowd that made one book famous.
    for (const id of sfIds) await rateAs('sf-fan', id, 5);
    for (const id of fantasyIds) await rateAs('sf-fan', id, 1);
    for (const id of fantasyIds) await rateAs('fantasy-fan', id, 5);
    for (const id of sfIds) await rateAs('fantasy-fan', id, 1);
    await rateAs('crowd', popularSf, 5);
    await reconcileRatingAggregates();
    await rebuildSearchIndex();
    forgetGenreLexicon();
    await refreshPicksModel();
  });

  it('answers "what should I read next?" from the member\'s ratings, saying why, never a rated or listed book', async () => {
    const [rated, listed] = sfIds as [number, number];
    const agent = await memberWith(suite.app, [rated], [listed]);
    const { text, books, ids } = await ask(agent, 'What should I read next?');
    expect(text).toContain('Picked for you');
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(rated);
    expect(ids).not.toContain(listed);
    // Readers who loved the member's book loved the rest of the science fiction, not the fantasy.
    expect(ids.slice(0, 2).every((id) => sfIds.includes(id))).toBe(true);
    expect(ids.some((id) => fantasyIds.includes(id))).toBe(false);
    expect(books[0]?.reason).toMatch(/^Because (you rated Orbit Station 1 5★|Orbit Station 2 is on your reading list)/);
  });

  it('gives two members with opposite tastes different answers to the same open request, in their language', async () => {
    const sfReader = await memberWith(suite.app, [sfIds[0] as number]);
    const fantasyReader = await memberWith(suite.app, [fantasyIds[0] as number]);
    const forSf = await ask(sfReader, 'etwas Neues?');
    const forFantasy = await ask(fantasyReader, 'etwas Neues?');
    expect(forSf.ids.length).toBeGreaterThan(0);
    expect(forFantasy.ids.length).toBeGreaterThan(0);
    expect(forSf.ids.every((id) => !fantasyIds.includes(id))).toBe(true);
    expect(forFantasy.ids.every((id) => fantasyIds.includes(id) && id !== fantasyIds[0])).toBe(true);
    expect(forFantasy.books[0]?.reason).toMatch(/^Weil du Elven Crown 1 mit 5★ bewertet hast/);
  });

  it('ranks a genre request by the member\'s taste first, and by popularity for a member whose taste says nothing there', async () => {
    const sfReader = await memberWith(suite.app, [sfIds[0] as number]);
    const fantasyReader = await memberWith(suite.app, [fantasyIds[0] as number]);
    const forSf = await ask(sfReader, 'recommend me some science fiction');
    const forFantasy = await ask(fantasyReader, 'recommend me some science fiction');
    expect(forSf.text).toContain('Picked for you');
    expect(forSf.ids.slice(0, 3).every((id) => sfIds.includes(id) && id !== sfIds[0])).toBe(true);
    expect(forFantasy.ids[0]).toBe(popularSf);
  });

  it('gives the agent the member\'s personal picks as a tool, which never returns a rated book', async () => {
    const [rated, next] = sfIds as [number, number];
    const model = fakeModel()
      .respondWithTools([{ name: 'my_picks', args: {} }])
      .respond(new AIMessage(`Try Orbit Station 2 [[${next}]] and Orbit Station 1 [[${rated}]].`));
    const agentApp = await startTestApp({ databaseUrl: suite.database.url, chatModel: model });
    const agent = await memberWith(agentApp, [rated]);
    const { ids } = await ask(agent, 'what should I read next?').finally(() => agentApp.close());
    // The rated book never came back from a tool, so the answer may not cite it.
    expect(ids).toEqual([next]);
  });
});
