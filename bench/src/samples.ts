import pg from 'pg';

export type Samples = { bookIds: number[]; queries: string[] };

/**
 * What the clients ask for, taken from the seeded data: popular books for the modal, and words
 * of popular titles and author names (as typed from the first letter, whole, and with one typo) for the autocomplete.
 */
export async function loadSamples(databaseUrl: string): Promise<Samples> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const books = await client.query<{ id: number }>('select id from cms.books order by ratings_count desc nulls last, id limit 200');
    const words = await client.query<{ word: string }>(
      `select distinct w.word from (
         select split_part(search_text, ' ', 1) as word, popularity from cms.search_documents where type in ('book', 'author')
         order by popularity desc limit 400) w
       where length(w.word) >= 4 limit 60`,
    );
    if (books.rows.length === 0 || words.rows.length === 0) throw new Error('the database holds no catalogue: seed it first (npm run seed)');
    // The search box asks from the first letter typed: one and two letters too (decision 162).
    // (The second query is a whole word: bench:scale explains that one.)
    const queries = words.rows.flatMap(({ word }) => [word.slice(0, 3), word, `${word.slice(0, -2)}x${word.slice(-1)}`, word.slice(0, 1), word.slice(0, 2)]);
    return { bookIds: books.rows.map((row) => row.id), queries };
  } finally {
    await client.end();
  }
}
