import { beforeAll, describe, expect, it } from 'vitest';
import { useSuiteApp } from './support/suite.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';

type Item = { id: number };
const idsOf = (body: { data: { items: Item[] } }) => body.data.items.map((book) => book.id);

describe('moods over HTTP (docs/api.md "Moods")', () => {
  const suite = useSuiteApp(createCatalogueDatabase);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { payload } = suite.database;
    ids.sf = await fixture(payload, 'genres', { name: 'Science Fiction' });
    ids.fantasy = await fixture(payload, 'genres', { name: 'Fantasy' });
    ids.guide = await fixture(payload, 'books', { title: "The Hitchhiker's Guide", publicationYear: 1979, genres: [ids.sf] });
    ids.colour = await fixture(payload, 'books', { title: 'The Colour of Magic', publicationYear: 1983, genres: [ids.fantasy] });
    ids.road = await fixture(payload, 'books', { title: 'The Road', publicationYear: 2006, genres: [ids.sf] });
    ids.dune = await fixture(payload, 'books', { title: 'Dune', publicationYear: 1965, genres: [ids.sf] });
    ids.mort = await fixture(payload, 'books', { title: 'Mort', publicationYear: 1987, genres: [ids.fantasy] });
    const ratings: [number, number][] = [[ids.guide, 4.2], [ids.colour, 3.9], [ids.road, 4.0], [ids.dune, 4.3], [ids.mort, 4.4]];
    for (const [id, average] of ratings) {
      await suite.app.pool.query('update cms.books set average_rating = $2, ratings_count = 100 where id = $1', [id, average]);
    }
    // As the import writes them: only the moods a book holds, with their share.
    const moods: [number, string, number][] = [
      [ids.guide, 'funny', 0.0044], [ids.guide, 'classic', 0.0028],
      [ids.colour, 'funny', 0.0079], [ids.colour, 'adventurous', 0.0011],
      [ids.mort, 'funny', 0.0085], [ids.mort, 'dark', 0.002],
      [ids.road, 'dark', 0.0018], [ids.road, 'thought-provoking', 0.0006],
      [ids.dune, 'classic', 0.0038],
    ];
    await suite.app.pool.query(
      'insert into cms.book_moods (book_id, mood, share) select * from unnest($1::int[], $2::text[], $3::real[])',
      [moods.map((m) => m[0]), moods.map((m) => m[1]), moods.map((m) => m[2])],
    );
  });

  it('lists every mood with its book count, named in the reader\'s language', async () => {
    const en = await suite.app.request.get('/api/moods');
    expect(en.status).toBe(200);
    expect(en.body.data).toHaveLength(10);
    expect(en.body.data.slice(0, 3)).toEqual([
      { slug: 'funny', name: 'Funny', bookCount: 3 },
      { slug: 'dark', name: 'Dark', bookCount: 2 },
      { slug: 'emotional', name: 'Emotional', bookCount: 0 },
    ]);
    const de = await suite.app.request.get('/api/moods').set('Accept-Language', 'de-DE,de;q=0.9');
    expect(de.body.data[1]).toEqual({ slug: 'dark', name: 'Düster', bookCount: 2 });
    const it = await suite.app.request.get('/api/moods?locale=it');
    expect(it.body.data[0]).toEqual({ slug: 'funny', name: 'Divertente', bookCount: 3 });
  });

  it('is documented in OpenAPI: the moods call and the mood parameter of the books list', async () => {
    const docs = await suite.app.bare.get('/api/docs');
    const paths = docs.body.paths as Record<string, Record<string, { parameters?: { name: string }[] }>>;
    expect(paths['/api/moods']?.get).toBeDefined();
    expect((paths['/api/books']?.get?.parameters ?? []).map((parameter) => parameter.name)).toContain('mood');
  });

  it('filters the books list by a mood', async () => {
    const funny = await suite.app.request.get('/api/books?mood=funny&sort=title_asc');
    expect(funny.status).toBe(200);
    expect(idsOf(funny.body)).toEqual([ids.mort, ids.colour, ids.guide]);
    expect(funny.body.data.total).toBe(3);
  });

  it('keeps the books that hold every mood asked for, comma-separated or repeated', async () => {
    for (const query of ['mood=funny,dark', 'mood=funny&mood=dark', 'mood=dark,funny,dark', 'mood= funny , dark ']) {
      const response = await suite.app.request.get(`/api/books?${query}`);
      expect(response.status, query).toBe(200);
      expect(idsOf(response.body), query).toEqual([ids.mort]);
    }
    expect(idsOf((await suite.app.request.get('/api/books?mood=classic,dark')).body)).toEqual([]);
  });

  it('combines a mood with genre, year, minimum rating, status and every sort', async () => {
    expect(idsOf((await suite.app.request.get('/api/books?mood=funny&genre=fantasy&sort=oldest')).body)).toEqual([ids.colour, ids.mort]);
    expect(idsOf((await suite.app.request.get('/api/books?mood=funny&year=1979')).body)).toEqual([ids.guide]);
    expect(idsOf((await suite.app.request.get('/api/books?mood=funny&minRating=4')).body).sort()).toEqual([ids.guide, ids.mort].sort());
    expect(idsOf((await suite.app.request.get('/api/books?mood=classic&genre=science-fiction&minRating=4.25')).body)).toEqual([ids.dune]);
    expect(idsOf((await suite.app.request.get('/api/books?mood=funny&status=not_in_list&sort=newest')).body)).toEqual([ids.mort, ids.colour, ids.guide]);
    for (const sort of ['newest', 'oldest', 'title_asc', 'title_desc', 'rating']) {
      const response = await suite.app.request.get(`/api/books?mood=funny&sort=${sort}`);
      expect(response.status, sort).toBe(200);
      expect(idsOf(response.body).sort(), sort).toEqual([ids.guide, ids.colour, ids.mort].sort());
    }
  });

  it('refuses an unknown mood with 400 rather than widening the list', async () => {
    for (const query of ['mood=funy', 'mood=funny,grim', 'mood=funny&mood=FUNNY']) {
      const response = await suite.app.request.get(`/api/books?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('reads an empty mood as no mood filter (the contract drops empty parts)', async () => {
    for (const query of ['mood=', 'mood=,', 'mood=%20']) {
      const response = await suite.app.request.get(`/api/books?${query}`);
      expect(response.status, query).toBe(200);
      expect(response.body.data.total, query).toBe(5);
    }
  });

  it('refuses hostile mood values without an error from the database', async () => {
    const huge = 'funny,'.repeat(2000);
    const hugeOne = await suite.app.request.get(`/api/books?mood=${huge}`);
    // Repeats of one mood are one mood.
    expect(hugeOne.status).toBe(200);
    expect(hugeOne.body.data.total).toBe(3);
    for (const value of ['x'.repeat(10_000), 'funny%00', '%00', 'dark%00funny', `${'a,'.repeat(500)}funny`]) {
      const response = await suite.app.request.get(`/api/books?mood=${value}`);
      expect(response.status, value.slice(0, 20)).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
    const many = await suite.app.request.get(`/api/books?${Array.from({ length: 200 }, (_, index) => `mood=m${index}`).join('&')}`);
    expect(many.status).toBe(400);
  });

  it('gives the book detail and modal data the book\'s moods, strongest first, in the reader\'s language', async () => {
    const detail = await suite.app.request.get(`/api/books/${ids.mort}`);
    expect(detail.body.data.moods).toEqual([
      { slug: 'funny', name: 'Funny', share: 0.0085 },
      { slug: 'dark', name: 'Dark', share: 0.002 },
    ]);
    const modal = await suite.app.request.get(`/api/books/${ids.guide}/modal-data?locale=de`);
    expect(modal.body.data.book.moods).toEqual([
      { slug: 'funny', name: 'Lustig', share: 0.0044 },
      { slug: 'classic', name: 'Klassiker', share: 0.0028 },
    ]);
    const italian = await suite.app.request.get(`/api/books/${ids.road}`).set('Accept-Language', 'it');
    expect(italian.body.data.moods.map((mood: { name: string }) => mood.name)).toEqual(['Cupo', 'Fa riflettere']);
  });

  it('answers an empty list of moods for a book readers have not described', async () => {
    const id = await fixture(suite.database.payload, 'books', { title: 'Unshelved', publicationYear: 2001 });
    expect((await suite.app.request.get(`/api/books/${id}`)).body.data.moods).toEqual([]);
  });

  it("takes a deleted book's moods with it", async () => {
    const id = await fixture(suite.database.payload, 'books', { title: 'Short-lived', publicationYear: 2002 });
    await suite.app.pool.query("insert into cms.book_moods (book_id, mood, share) values ($1, 'short', 0.01)", [id]);
    await suite.database.payload.delete({ collection: 'books', id, overrideAccess: true });
    const { rows } = await suite.app.pool.query<{ n: number }>('select count(*)::int as n from cms.book_moods where book_id = $1', [id]);
    expect(rows[0]?.n).toBe(0);
  });
});
