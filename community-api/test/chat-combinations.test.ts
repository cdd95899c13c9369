import { rebuildSearchIndex } from '@starshelf/cms/catalogue';
import { refreshPicksModel } from '@starshelf/cms/catalogue/recommend';
import { beforeAll, describe, expect, it } from 'vitest';
import { reconcileRatingAggregates } from '../src/modules/ratings/reconcile-aggregates.js';
import { createCatalogueTools } from '../src/modules/chat/catalogue-tools.js';
import { forgetGenreLexicon } from '../src/modules/chat/offline-recommender.js';
import { askChat as ask, type ChatTurn as Turn } from './support/chat-answer.js';
import { signedInAgent } from './support/members.js';
import { useSuiteApp } from './support/suite.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';

// Every constraint the chat reads holds together with every other, in en/de/it, typed
// as people type them (lower case, no umlauts, one typo). Each request here stands for a way to get
// it wrong: dropping a second excluded author, not reading "kinderbucher"/"bimbi"/"grownups"/"dustere"
// or typos, a follow-up forgetting the earlier exclusions, agent tools without the audience, or
// similar_books without filters.
describe('POST /api/chat offline: moods, audiences and exclusions hold together', () => {
  const suite = useSuiteApp(createCatalogueDatabase, { chatModel: null });
  const ids: Record<string, number> = {};
  const authorOf = new Map<number, string>();
  const moodsOf = new Map<number, string[]>();

  beforeAll(async () => {
    const { payload } = suite.database;
    const { pool } = suite.app;
    ids.fantasy = await fixture(payload, 'genres', { name: 'Fantasy', slug: 'fantasy' });
    ids.sf = await fixture(payload, 'genres', { name: 'Science Fiction', slug: 'science-fiction' });
    for (const [key, name] of [['pratchett', 'Terry Pratchett'], ['adams', 'Douglas Adams'], ['moore', 'Christopher Moore'], ['king', 'Stephen King'], ['other', 'Ann Other']] as const) {
      ids[key] = await fixture(payload, 'authors', { name });
    }
    const book = async (key: string, title: string, author: string, genre: number, moods: string[]) => {
      ids[key] = await fixture(payload, 'books', { title, authors: [ids[author]], genres: [genre], publicationYear: 1990 });
      authorOf.set(ids[key] as number, author);
      moodsOf.set(ids[key] as number, moods);
      for (const mood of moods) await pool.query(`insert into cms.book_moods (book_id, mood, share) values ($1, $2, 0.1)`, [ids[key], mood]);
    };
    // Funny books by the two excluded authors and by others, for children (young-adult) and adults.
    await book('colour', 'The Colour of Magic', 'pratchett', ids.fantasy, ['funny']);
    await book('weeFree', 'The Wee Free Men', 'pratchett', ids.fantasy, ['funny', 'young-adult']);
    await book('guide', "The Hitchhiker's Guide to the Galaxy", 'adams', ids.sf, ['funny']);
    await book('dirk', 'Dirk Gently', 'adams', ids.fantasy, ['funny', 'young-adult']);
    await book('lamb', 'Lamb', 'moore', ids.fantasy, ['funny']);
    await book('goblin', 'The Giggling Goblin', 'other', ids.fantasy, ['funny', 'young-adult']);
    await book('officeComedy', 'Office Comedy in Orbit', 'other', ids.sf, ['funny']);
    await book('stand', 'The Long Dark Road', 'king', ids.fantasy, ['dark']);
    await book('grimAdult', 'Ashes of the Grey King', 'other', ids.fantasy, ['dark']);
    await book('grimTeen', 'Shadow School', 'other', ids.fantasy, ['dark', 'young-adult']);
    await book('quest', 'A Teen Quest', 'other', ids.fantasy, ['adventurous', 'young-adult']);
    // The readers of the Discworld rate the others' funny books too, so "like" has neighbours.
    await pool.query(`insert into community.users (external_id) select 'mix:' || n from generate_series(1, 12) n`);
    for (const key of ['colour', 'weeFree', 'guide', 'dirk', 'lamb', 'goblin', 'officeComedy']) {
      await pool.query(`insert into community.book_ratings (user_id, book_id, rating) select id, $1, 5 from community.users where external_id like 'mix:%'`, [ids[key]]);
    }
    // The most appreciated books are three of one saga (read by more readers than any other).
    ids.saga = await fixture(payload, 'series', { name: 'The Star Saga' });
    await pool.query(`insert into community.users (external_id) select 'fan:' || n from generate_series(1, 20) n`);
    for (const [position, title] of ['Star One', 'Star Two', 'Star Three'].entries()) {
      const key = `star${position}`;
      ids[key] = await fixture(payload, 'books', { title, authors: [ids.other], genres: [ids.sf], allSeries: [{ series: ids.saga, position: String(position + 1), positionSort: position + 1 }] });
      await pool.query(`insert into community.book_ratings (user_id, book_id, rating) select id, $1, 5 from community.users where external_id like 'fan:%'`, [ids[key]]);
    }
    await reconcileRatingAggregates();
    await rebuildSearchIndex();
    forgetGenreLexicon();
    await refreshPicksModel();
  });

  const golden = async () => (await signedInAgent(suite.app, 'GOLDEN_USER')).agent;
  const by = (bookIds: number[], ...authors: string[]) => bookIds.filter((id) => authors.includes(authorOf.get(id) ?? ''));
  const every = (bookIds: number[], mood: string) => bookIds.length > 0 && bookIds.every((id) => moodsOf.get(id)?.includes(mood));
  const none = (bookIds: number[], mood: string) => bookIds.every((id) => !moodsOf.get(id)?.includes(mood));

  it.each([
    ['en', 'something funny, but nothing by terry pratchett or douglas adams'],
    ['de', 'etwas lustiges, aber nichts von pratchett oder adams'],
    ['it', 'qualcosa di divertente ma niente di pratchett o di adams'],
  ])('a mood with two excluded authors (%s): "%s"', async (language, message) => {
    const { ids: bookIds, done } = await ask(await golden(), message);
    expect(done).toMatchObject({ language });
    expect(every(bookIds, 'funny')).toBe(true);
    expect(by(bookIds, 'pratchett', 'adams')).toEqual([]);
    expect(bookIds).toEqual(expect.arrayContaining([ids.lamb, ids.goblin, ids.officeComedy]));
  });

  it.each([
    ['en', 'somthing funy for teenagers'],
    ['de', 'lustige kinderbucher'],
    ['it', 'libri divertenti per bimbi'],
  ])('a mood for children or teenagers keeps young-adult books only (%s): "%s"', async (language, message) => {
    const { ids: bookIds, done } = await ask(await golden(), message);
    expect(done).toMatchObject({ language });
    expect(every(bookIds, 'funny')).toBe(true);
    expect(every(bookIds, 'young-adult')).toBe(true);
    expect(bookIds).toContain(ids.goblin);
  });

  it.each([
    ['en', 'a dark fantasy for grownups'],
    ['de', 'dustere fantasy fur erwachsene'],
    ['it', 'fantasy cupa per aduti'],
  ])('a mood for adults leaves young-adult books out (%s): "%s"', async (language, message) => {
    const { ids: bookIds, done } = await ask(await golden(), message);
    expect(done).toMatchObject({ language });
    expect(every(bookIds, 'dark')).toBe(true);
    expect(none(bookIds, 'young-adult')).toBe(true);
    expect(bookIds).toEqual(expect.arrayContaining([ids.stand, ids.grimAdult]));
  });

  it.each([
    ['en', 'something funy for kids, but nothing by pratchett or adams'],
    ['de', 'lustige kinderbucher, aber keine von pratchett und keine von adams'],
    ['it', 'qualcosa di divertente per bimbi, non di pratchett ne di adams'],
  ])('a mood, an audience and two excluded authors at once (%s): "%s"', async (language, message) => {
    const { ids: bookIds, done } = await ask(await golden(), message);
    expect(done).toMatchObject({ language });
    expect(bookIds).toEqual([ids.goblin]);
  });

  it('a follow-up adds its excluded author to the earlier ones', async () => {
    const history: Turn[] = [
      { role: 'user', content: 'funny fantasy, not by pratchett' },
      { role: 'assistant', content: 'Here are funny Fantasy books you might enjoy:', bookIds: [ids.goblin as number] },
    ];
    const { ids: bookIds } = await ask(await golden(), 'and nothing by moore either', history);
    expect(bookIds.length).toBeGreaterThan(0);
    expect(every(bookIds, 'funny')).toBe(true);
    expect(by(bookIds, 'pratchett', 'moore')).toEqual([]);
  });

  it('"like X" keeps the audience and every excluded author', async () => {
    const { ids: bookIds, text } = await ask(await golden(), 'something like The Colour of Magic for kids, but not by pratchett or adams');
    expect(text).toContain('The Colour of Magic');
    expect(bookIds).toContain(ids.goblin);
    expect(every(bookIds, 'young-adult')).toBe(true);
    expect(by(bookIds, 'pratchett', 'adams')).toEqual([]);
  });

  it('answers an open request with at most two books of one series, however appreciated the series', async () => {
    const { ids: bookIds } = await ask(await golden(), 'what should i read next?');
    expect(bookIds.length).toBeGreaterThan(2);
    expect(bookIds.filter((id) => [ids.star0, ids.star1, ids.star2].includes(id))).toHaveLength(2);
  });

  it("gives the agent's tools the same combined filters: an audience, moods and several excluded authors", async () => {
    const tools = createCatalogueTools({ locale: 'en', member: { knownIds: [], rated: [], listed: [] } });
    const found = await tools.find_books({ moods: ['funny'], audience: 'children', excludeAuthorIds: [ids.pratchett as number, ids.adams as number] });
    expect(found.books.map((book) => book.id)).toEqual([ids.goblin]);
    const grownUp = await tools.find_books({ moods: ['dark'], audience: 'adult', excludeAuthorIds: [ids.king as number] });
    expect(grownUp.books.map((book) => book.id)).toEqual([ids.grimAdult]);
    const similar = await tools.similar_books({ bookId: ids.colour as number, moods: ['funny'], excludeAuthorIds: [ids.adams as number, ids.pratchett as number] });
    expect(similar.books.length).toBeGreaterThan(0);
    expect(by(similar.books.map((book) => book.id), 'pratchett', 'adams')).toEqual([]);
  });
});
