import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { searchCatalogue } from '../src/catalogue/index.js';
import { phraseOfQuery, searchWordPassesOnly, withoutCommonWords, type WordSet, wordPassStatements } from '../src/catalogue/search/search-catalogue.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

const BOOKS = 3000;

/**
 * The plan of a search function's `RETURN QUERY` statement (the `branch`-th), run as the function runs
 * it: with its own settings and its arguments as $1, $2, $3.
 */
async function functionPlan(client: pg.PoolClient, name: string, branch: number, values: unknown[]): Promise<string> {
  const { rows } = await client.query<{ prosrc: string; proconfig: string[]; proargnames: string[] }>(
    `select prosrc, proconfig, proargnames from pg_proc where proname = $1`,
    [name],
  );
  const [source] = rows;
  const statements = [...(source?.prosrc ?? '').matchAll(/RETURN QUERY (SELECT[\s\S]*?);/g)].map((match) => match[1] ?? '');
  const statement = (source?.proargnames ?? []).slice(0, values.length).reduce(
    (text, argument, index) => text.replace(new RegExp(`\\b${argument}\\b(?!\\()`, 'g'), () => `$${index + 1}`),
    statements[branch] ?? '',
  );
  await client.query('begin');
  try {
    for (const setting of source?.proconfig ?? []) {
      const [settingName, value] = setting.split('=');
      await client.query(`select set_config($1, $2, true)`, [settingName, value]);
    }
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off) ${statement}`, values);
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
  }
}

// Decision 139: the 3+ character search takes its candidates from the rarest query word's most
// popular documents, read from search_words' index, so a common word ranks a bounded set.
describe('search at scale', () => {
  const catalogue = useTestCatalogue('search-at-scale');
  let pool: pg.Pool;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: catalogue.databaseUrl, max: 2 });
    // Documents written straight to the index (as the synthetic seeder does): every one holds "the".
    await pool.query(
      `insert into cms.search_documents (type, item_id, slug, names, popularity, search_text, title_terms)
       select 'book', 900000 + n, 'plan-' || n, jsonb_build_object('en', 'The Hollow Mirror ' || n), n % 97,
              'the hollow mirror ' || n || case when n % 500 = 0 then ' of quenthar' else '' end, array['the hollow mirror ' || n]
         from generate_series(1, $1::int) n`,
      [BOOKS],
    );
    await pool.query('analyze cms.search_documents; analyze cms.search_words; analyze cms.search_vocabulary');
  });

  afterAll(async () => {
    await pool?.query('delete from cms.search_documents where item_id > 900000');
    await pool?.end();
  });

  it('keeps the words and their counts in step with every insert, update and delete of a document', async () => {
    const count = async (word: string) =>
      (await pool.query<{ words: string; documents: number | null }>(
        `select (select count(*) from cms.search_words where word = $1) as words, (select documents from cms.search_vocabulary where word = $1) as documents`,
        [word],
      )).rows[0];
    expect(await count('quenthar')).toEqual({ words: String(BOOKS / 500), documents: BOOKS / 500 });
    await pool.query(`update cms.search_documents set search_text = 'the hollow mirror 500 of zarquenth' where item_id = 900500`);
    expect(await count('quenthar')).toEqual({ words: String(BOOKS / 500 - 1), documents: BOOKS / 500 - 1 });
    expect(await count('zarquenth')).toEqual({ words: '1', documents: 1 });
    await pool.query(`delete from cms.search_documents where item_id = 900500`);
    expect(await count('zarquenth')).toEqual({ words: '0', documents: 0 });
    expect((await searchCatalogue('zarquenth')).books).toEqual([]);
    expect((await searchCatalogue('quenthar')).books.map((hit) => hit.id).sort()).toEqual([901000, 901500, 902000, 902500, 903000]);
  });

  it('ranks a bounded number of candidates for a common word, read in order from the word index, not the trigram index', async () => {
    const client = await pool.connect();
    try {
      await client.query(`select set_config('pg_trgm.word_similarity_threshold', '0.5', false)`);
      const values = ['the', 'the%', '% the%', 'en', 'the', JSON.stringify({ book: 12, author: 0, series: 0, genre: 0, award: 0 }), ['book'], ['the'], [], wordPassStatements.candidatesPerType, wordPassStatements.wordRowsRead];
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off) ${wordPassStatements.long}`, values);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toMatch(/Function Scan on search_word_documents/);
      expect(text).not.toContain('search_documents_text_trgm_idx');
      const wordRows = [...text.matchAll(/Function Scan on search_word_documents.*\(actual rows=(\d+)/g)].map((match) => Number(match[1]));
      expect(wordRows.length).toBeGreaterThan(0);
      for (const rows of wordRows) expect(rows).toBeLessThanOrEqual(wordPassStatements.wordRowsRead);
      const ranked = /WindowAgg \(actual rows=(\d+)/.exec(text);
      expect(Number(ranked?.[1])).toBeLessThanOrEqual(wordPassStatements.candidatesPerType + 1);
      // Inside the function, with its own settings: the word's rows in the index's order, n of them.
      const innerPlan = await functionPlan(client, 'search_word_documents', 0, ['the', 'book', wordPassStatements.wordRowsRead]);
      expect(innerPlan).toMatch(/Index (Only )?Scan using search_words_by_popularity_idx on search_words w \(actual rows=400 /);
      expect(innerPlan).not.toMatch(/\bSort\b/);
    } finally {
      client.release();
    }
    const hits = (await searchCatalogue('the')).books;
    expect(hits).toHaveLength(12);
    // The most popular first among equal matches, as the trigram pass ranks them.
    expect(hits[0]?.title).toMatch(/^The Hollow Mirror /);
  });

  // Decision 162: one or two letters are answered from search_words' prefix indexes, each type's most
  // popular documents first, reading about as many rows as the caps however many documents hold them.
  it('answers one and two letters from the prefix indexes: the same documents as matching every word, reading only the caps', async () => {
    await pool.query(
      `insert into cms.search_documents (type, item_id, slug, names, popularity, search_text, title_terms)
       values ('book', 930001, 'the-thorn-of-thule', '{"en": "The Thorn of Thule"}', 5000, 'the thorn of thule', array['the thorn of thule'])`,
    );
    const caps = { book: 12, author: 8, series: 6, genre: 6, award: 6 };
    const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
    // What a word prefix means, read the slow way: every document whose text has a word beginning with it.
    const everyWord = async (prefix: string, type: string, cap: number) =>
      (await pool.query<{ item_id: number }>(
        `select item_id from cms.search_documents where type = $1 and (search_text like $2 or search_text like $3)
          order by popularity desc, item_id limit $4`,
        [type, `${escapeLike(prefix)}%`, `% ${escapeLike(prefix)}%`, cap],
      )).rows.map((row) => row.item_id);
    const groups = { book: 'books', author: 'authors', series: 'series', genre: 'genres', award: 'awards' } as const;
    for (const prefix of ['t', 'th', 'h', 'ho', 'q', 'qu', 'o', '1', '15', 'a', 'le', 'zq', 'x', '%', '_a']) {
      const found = await searchCatalogue(prefix, { limits: caps });
      for (const [type, cap] of Object.entries(caps) as [keyof typeof caps, number][]) {
        expect(found[groups[type]].map((hit) => hit.id), `${prefix} (${type})`).toEqual(await everyWord(prefix, type, cap));
      }
    }
    // A document with three words of the prefix is one hit.
    expect((await searchCatalogue('th', { limits: caps })).books.filter((hit) => hit.id === 930001)).toHaveLength(1);

    const client = await pool.connect();
    try {
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off) ${wordPassStatements.short}`, ['t', 'en', ['book'], JSON.stringify(caps)]);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toMatch(/Function Scan on search_prefix_documents/);
      expect(text).not.toMatch(/search_documents_text_trgm_idx|Seq Scan on search_documents/);
      const documentReads = [...text.matchAll(/Scan using \w+ on search_documents \w+ \(actual rows=\d+ loops=(\d+)\)/g)].map((match) => Number(match[1]));
      expect(documentReads).toEqual([caps.book]);
      // Inside the function: the prefix's rows in the index's order, stopping at the cap. Every test
      // document holds "the", so a scan of every matching row would read more than 3,000.
      for (const [branch, prefix, index] of [[0, 't', 'search_words_by_first_letter_idx'], [1, 'th', 'search_words_by_first_two_letters_idx']] as const) {
        const innerPlan = await functionPlan(client, 'search_prefix_documents', branch, [prefix, 'book', caps.book]);
        const rowsRead = new RegExp(`Index (?:Only )?Scan using ${index} on search_words w \\(actual rows=(\\d+) `).exec(innerPlan)?.[1];
        expect(Number(rowsRead), innerPlan).toBeGreaterThanOrEqual(caps.book);
        expect(Number(rowsRead), innerPlan).toBeLessThanOrEqual(2 * caps.book);
        expect(innerPlan).not.toMatch(/\bSort\b/);
      }
    } finally {
      client.release();
    }
    // The triggers keep the words' popularity in step with the document's.
    expect((await searchCatalogue('th', { limits: caps })).books[0]?.id).toBe(930001);
    await pool.query(`update cms.search_documents set popularity = 0 where item_id = 930001`);
    expect((await searchCatalogue('th', { limits: caps })).books.map((hit) => hit.id)).not.toContain(930001);
  });

  // Decision 161: the other typed words are checked on the documents only when there are some.
  it('reads no document for the other words of a one-word query, and keeps checking them for two', async () => {
    const client = await pool.connect();
    const documentReads = async (query: string, words: string[], others: string[]) => {
      const values = [query, `${query}%`, `% ${query}%`, 'en', query, JSON.stringify({ book: 12, author: 0, series: 0, genre: 0, award: 0 }), ['book'], words, others, wordPassStatements.candidatesPerType, wordPassStatements.wordRowsRead];
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off) ${wordPassStatements.long}`, values);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      // A read of the whole table is never right here: every document is read by its key.
      expect(text).not.toMatch(/Seq Scan on search_documents/);
      // Every read of search_documents by key, with how many times it ran ("never executed" counts 0).
      return [...text.matchAll(/Scan using \w+ on search_documents \w+ \((?:actual rows=\d+ loops=(\d+)|never executed)\)/g)].map((match) => Number(match[1] ?? 0));
    };
    try {
      await client.query(`select set_config('pg_trgm.word_similarity_threshold', '0.5', false)`);
      const oneWord = await documentReads('the', ['the'], []);
      expect(oneWord.length).toBeGreaterThan(0);
      // Only the candidates themselves are read, once each: none of the word's 400 rows is looked up.
      expect(Math.max(...oneWord)).toBeLessThanOrEqual(wordPassStatements.candidatesPerType + 1);
      const twoWords = await documentReads('the quen', ['the'], ['% quen%']);
      expect(Math.max(...twoWords)).toBe(wordPassStatements.wordRowsRead);
    } finally {
      client.release();
    }
    // And the second word still narrows the rarer word's documents to those holding it too.
    await pool.query(
      `insert into cms.search_documents (type, item_id, slug, names, popularity, search_text, title_terms) values
         ('book', 920001, 'zephyrine-stonewort', '{"en": "Zephyrine Stonewort"}', 1, 'zephyrine stonewort', array['zephyrine stonewort']),
         ('book', 920002, 'zephyrine-glass', '{"en": "Zephyrine Glass"}', 2, 'zephyrine glass', array['zephyrine glass']),
         ('book', 920003, 'amber-stonewort', '{"en": "Amber Stonewort"}', 3, 'amber stonewort', array['amber stonewort']),
         ('book', 920004, 'grey-stonewort', '{"en": "Grey Stonewort"}', 4, 'grey stonewort', array['grey stonewort'])`,
    );
    expect((await searchWordPassesOnly('zephyrine stonew', ['book']))?.map((hit) => hit.item_id)).toEqual([920001]);
    expect((await searchWordPassesOnly('zephyrine', ['book']))?.map((hit) => hit.item_id)).toEqual([920002, 920001]);
  });

  // Decisions 161, 163 and 164: "the" held by most of a large catalogue would make the trigram pass read most of it.
  it('searches again without a word held by 20,000 documents while another word remains, or for the rarest word when all are, never with the trigram pass', async () => {
    expect(withoutCommonWords('the dyst', ['the'])).toBe('dyst');
    // Every word common: the rarest alone (decision 164; `commonWords` comes rarest first).
    expect(withoutCommonWords('of the', ['of', 'the'])).toBe('of');
    expect(withoutCommonWords('the jour', ['jour', 'the'])).toBe('jour');
    expect(withoutCommonWords('dune', [])).toBe('dune');
    await pool.query(
      `insert into cms.search_documents (type, item_id, slug, names, popularity, search_text, title_terms)
       values ('book', 940001, 'zorvexa-quays', '{"en": "Zorvexa Quays"}', 1, 'zorvexa quays', array['zorvexa quays'])`,
    );
    const { rows } = await pool.query<{ documents: number }>(`select documents from cms.search_vocabulary where word = 'the'`);
    const theDocuments = rows[0]?.documents ?? 0;
    const mirrorDocuments = (await pool.query<{ documents: number }>(`select documents from cms.search_vocabulary where word = 'mirror'`)).rows[0]?.documents ?? 0;
    // The test catalogue is small: the vocabulary is told "the" is as common as in a million books.
    await pool.query(`update cms.search_vocabulary set documents = 20000 where word = 'the'`);
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    const statements = () => sent.mock.calls.map(([config]) => config as unknown as { name?: string; values?: unknown[] });
    const limits = { book: 12, author: 0, series: 0, genre: 0, award: 0 };
    try {
      // No document holds both "the" and a word beginning "zorv", and "the zorv" is too unlike
      // "zorvexa" for the loose pass: the word passes find nothing for the query, then "zorv" alone
      // is searched, and its word pass finds the book.
      expect((await searchCatalogue('the zorv', { limits })).books.map((hit) => hit.id)).toEqual([940001]);
      expect(statements().filter((config) => config?.name === 'catalogue-search-long').map((config) => config?.values?.[0])).toEqual(['the zorv', 'the zorv', 'zorv']);
      expect(statements().some((config) => config?.name === 'catalogue-search-trigrams')).toBe(false);
      sent.mockClear();
      // Nothing holds a word like "zzqxv": the word passes find nothing for either, and the trigram
      // pass is sent "zzqxv" alone instead of the "the" that every test title holds.
      expect((await searchCatalogue('the zzqxv', { limits })).books).toEqual([]);
      expect(statements().filter((config) => config?.name === 'catalogue-search-trigrams').map((config) => config?.values?.[0])).toEqual(['zzqxv']);
      sent.mockClear();
      // Decision 164: both words common, and no document holds "mirror zorv…" as a phrase (the phrase
      // pass reads its pairs and finds none): the rarest word alone is searched, never the trigram pass.
      await pool.query(`update cms.search_vocabulary set documents = case word when 'mirror' then 30000 else 20000 end where word in ('mirror', 'zorvexa')`);
      expect((await searchCatalogue('mirror zorv', { limits })).books.map((hit) => hit.id)).toEqual([940001]);
      expect(statements().filter((config) => config?.name === 'catalogue-search-pairs').map((config) => config?.values?.[7])).toEqual([['mirror zorvexa']]);
      expect(statements().filter((config) => config?.name === 'catalogue-search-long').map((config) => config?.values?.[0])).toEqual(['mirror zorv', 'mirror zorv', 'zorv']);
      expect(statements().some((config) => config?.name === 'catalogue-search-trigrams')).toBe(false);
    } finally {
      sent.mockRestore();
      await pool.query(`update cms.search_vocabulary set documents = $1 where word = 'the'`, [theDocuments]);
      await pool.query(`update cms.search_vocabulary set documents = $1 where word = 'mirror'`, [mirrorDocuments]);
      await pool.query(`update cms.search_vocabulary set documents = 1 where word = 'zorvexa'`);
    }
  });

  // Decision 164: words each held by many documents, whose most popular holders hold them only apart.
  describe('the phrase pass', () => {
    const wordSet = (word: string, words: string[], documents: number, typo = false): WordSet => ({ word, words, documents, typo, complete: true });

    it('reads the pair around the rarest words, the last word as each word it begins', () => {
      const sets = [wordSet('the', ['the', 'them'], 50_000), wordSet('jour', ['journey', 'journal'], 9_000)];
      expect(phraseOfQuery('the jour', sets)).toEqual({ phrases: ['the journey', 'the journal'], others: [] });
      const three = [wordSet('the', ['the'], 50_000), wordSet('wind', ['wind', 'window'], 3_000), wordSet('of', ['of'], 40_000)];
      // "the wind" (rarer word 3,000, commoner 50,000) against "wind of" (3,000 and 40,000): "wind of".
      expect(phraseOfQuery('the wind of', three)).toEqual({ phrases: ['wind of'], others: ['% the%'] });
      expect(phraseOfQuery('wind of the', three)).toEqual({ phrases: ['wind of'], others: ['% the%'] });
      expect(phraseOfQuery('the', sets)).toBeNull();
      expect(phraseOfQuery('the jour', [sets[0]!, wordSet('jour', ['jouster'], 10, true)])).toBeNull();
      expect(phraseOfQuery('the jour', [sets[0]!, wordSet('jour', [], 0)])).toBeNull();
    });

    it('keeps each document\'s pairs in step with every insert, update and delete', async () => {
      const pairs = async (item: number) =>
        (await pool.query<{ pair: string }>(`select pair from cms.search_word_pairs where type = 'book' and item_id = $1 order by pair`, [item])).rows.map((row) => row.pair);
      await pool.query(
        `insert into cms.search_documents (type, item_id, slug, names, popularity, search_text, title_terms)
         values ('book', 950001, 'pairs', '{"en": "Pairs"}', 1, 'the  quiet the quiet moon', array['pairs'])`,
      );
      expect(await pairs(950001)).toEqual(['quiet moon', 'quiet the', 'the quiet']);
      await pool.query(`update cms.search_documents set search_text = 'moon river', popularity = 7 where item_id = 950001`);
      expect(await pairs(950001)).toEqual(['moon river']);
      expect((await pool.query(`select popularity from cms.search_word_pairs where item_id = 950001`)).rows).toEqual([{ popularity: 7 }]);
      await pool.query(`delete from cms.search_documents where item_id = 950001`);
      expect(await pairs(950001)).toEqual([]);
    });

    it('finds a phrase that the most popular documents holding both words hold apart, reading the pair index in order', async () => {
      // 450 popular documents hold "quaventor" and "the" far apart; one unpopular one holds "the quaventor".
      await pool.query(
        `insert into cms.search_documents (type, item_id, slug, names, popularity, search_text, title_terms)
         select 'book', 960000 + n, 'apart-' || n, jsonb_build_object('en', 'Quaventor ' || n), 500 + n,
                'quaventor glass harbour lantern ' || n || ' beneath the deep', array['quaventor ' || n]
           from generate_series(1, 450) n
         union all
         select 'book', 960999, 'phrase', '{"en": "The Quaventor Gate"}', 0, 'the quaventor gate', array['the quaventor gate']`,
      );
      await pool.query('analyze cms.search_word_pairs');
      const sent = vi.spyOn(pg.Client.prototype, 'query');
      const statements = () => sent.mock.calls.map(([config]) => config as unknown as { name?: string; values?: unknown[] });
      const limits = { book: 12, author: 0, series: 0, genre: 0, award: 0 };
      try {
        expect(await searchWordPassesOnly('the quav', ['book'])).toBeNull();
        sent.mockClear();
        expect((await searchCatalogue('the quav', { limits })).books.map((hit) => hit.id)).toEqual([960999]);
        expect(statements().filter((config) => config?.name === 'catalogue-search-pairs').map((config) => config?.values?.[7])).toEqual([['the quaventor']]);
        expect(statements().some((config) => config?.name === 'catalogue-search-trigrams')).toBe(false);
      } finally {
        sent.mockRestore();
      }
      const client = await pool.connect();
      try {
        await client.query(`select set_config('pg_trgm.word_similarity_threshold', '0.5', false)`);
        const values = ['the quav', 'the quav%', '% the quav%', 'en', 'the quav', JSON.stringify(limits), ['book'], ['the quaventor'], [], wordPassStatements.candidatesPerType, wordPassStatements.wordRowsRead];
        const plan = (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off) ${wordPassStatements.pairs}`, values)).rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/Function Scan on search_pair_documents w \(actual rows=1 /);
        expect(plan).not.toContain('search_documents_text_trgm_idx');
        // Inside the function: the phrase's rows in the index's order, at most n of them, never sorted.
        const innerPlan = await functionPlan(client, 'search_pair_documents', 0, ['the hollow', 'book', 50]);
        expect(innerPlan).toMatch(/Index (Only )?Scan using search_word_pairs_by_popularity_idx on search_word_pairs p \(actual rows=50 /);
        expect(innerPlan).not.toMatch(/\bSort\b/);
      } finally {
        client.release();
        await pool.query('delete from cms.search_documents where item_id between 960000 and 960999');
      }
    });
  });

  it('finds a word one typo away through the vocabulary', async () => {
    expect((await searchCatalogue('quenthra')).books.length).toBeGreaterThan(0);
  });

  // Decision 145: a word only other types hold (an author's name typed into the books' autocomplete)
  // or no word begins (a typo of a prefix) is looked up again loosely in the vocabulary, as the
  // trigram pass would match it, instead of the trigram pass reading every document.
  describe('the loose word pass', () => {
    beforeAll(async () => {
      await pool.query(
        `insert into cms.search_documents (type, item_id, slug, names, popularity, search_text, title_terms) values
           ('author', 910001, 'vorquill-hask', '{"en": "Vorquill Hask"}', 50, 'vorquill hask', '{}'),
           ('book', 910002, 'a-tranquil-sea', '{"en": "A Tranquil Sea"}', 5, 'a tranquil sea', array['a tranquil sea']),
           ('book', 910003, 'the-quilted-moon', '{"en": "The Quilted Moon"}', 4, 'the quilted moon', array['the quilted moon']),
           ('book', 910004, 'the-avorquill-engine', '{"en": "The Avorquill Engine"}', 3, 'the avorquill engine', array['the avorquill engine'])`,
      );
      await pool.query('analyze cms.search_vocabulary');
    });

    it('answers a word that only another type holds from the words that contain it', async () => {
      // "vorquill" is the only word beginning "vorqu", and only an author holds it; a book holds "avorquill".
      const books = await searchWordPassesOnly('vorqu', ['book']);
      expect(books?.map((hit) => hit.item_id)).toEqual([910004]);
      // What the search answers, with the trigram pass behind it, is the same.
      const limits = { book: 10, author: 0, series: 0, genre: 0, award: 0 };
      expect((await searchCatalogue('vorqu', { limits })).books.map((hit) => hit.id)).toEqual([910004]);
      // The author is found where authors are asked for, by the first pass.
      expect((await searchWordPassesOnly('vorqu', ['author']))?.map((hit) => hit.item_id)).toEqual([910001]);
      // Every word that "hask" may mean was read and no book holds one: no book, without the trigram pass.
      expect(await searchWordPassesOnly('hask', ['book'])).toEqual([]);
      // Nothing holds the word at all: the trigram pass answers (here: nothing either).
      expect(await searchWordPassesOnly('zzqxv', ['book'])).toBeNull();
    });

    it('answers a typo of a word being typed from the words it matches', async () => {
      // No word begins "tranqx": the loose pass finds "tranquil" by word similarity.
      expect((await searchWordPassesOnly('tranqx', ['book']))?.map((hit) => hit.item_id)).toEqual([910002]);
    });
  });
});
