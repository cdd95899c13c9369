import type { Paged } from '@starshelf/contract';
import { handleEndpoints, type PayloadRequest } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';

import { payloadPool } from '../src/database/payload-adapter.js';
import { refusalOfNonEditors } from '../src/rest/translation-status-endpoint.js';
import { countFallbacks, type FallbackDocument } from '../src/translation-status/read-translation-status.js';
import { TRANSLATABLE_SPECS } from '../src/translation-status/translatable-collections.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

const PASSWORD = 'Correct-Horse-9!';

describe('the translation status report', () => {
  const catalogue = useTestCatalogue('translation_status');
  let editorToken = '';

  beforeAll(async () => {
    const signedIn = await catalogue.payload.login({ collection: 'editors', data: { email: catalogue.editor.email, password: PASSWORD } });
    editorToken = signedIn.token ?? '';
  });

  /** GET /cms/api/translation-status through Payload's own REST handling, as the admin's route calls it. */
  const call = (query: string, headers: Record<string, string> = { authorization: `JWT ${editorToken}` }) =>
    handleEndpoints({ config: catalogue.payload.config, request: new Request(`http://cms.test/api/translation-status?${query}`, { headers }) });

  const report = async (query: string): Promise<Paged<FallbackDocument>> => {
    const response = await call(query);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Paged<FallbackDocument>;
  };

  const sql = (text: string, values: unknown[]) => payloadPool(catalogue.payload)?.query(text, values);

  /** A book written in English and German; its German title then cleared, as the admin saves an emptied field. */
  async function bookWithBlankGermanTitle(title: string): Promise<number> {
    const { payload } = catalogue;
    const book = await payload.create({ collection: 'books', data: { title, description: 'A synopsis.' } as never, overrideAccess: true });
    await payload.update({ collection: 'books', id: book.id, locale: 'de', data: { title: 'Vorläufig', description: 'Eine Inhaltsangabe.' } as never, overrideAccess: true });
    await sql(`update cms.books_locales set title = '  ' where _parent_id = $1 and _locale = 'de'`, [book.id]);
    return book.id;
  }

  it('reads the localized fields of each collection from its config', () => {
    const fields = Object.fromEntries(Object.values(TRANSLATABLE_SPECS).map((spec) => [spec.slug, spec.fields.map((field) => field.name)]));
    expect(fields).toEqual({
      books: ['title', 'description'],
      authors: ['name', 'bio'],
      series: ['name', 'description'],
      genres: ['name', 'description'],
      awards: ['name', 'description'],
    });
    expect(TRANSLATABLE_SPECS.awards.arrayFields).toEqual([{ name: 'categories', table: 'awards_categories', column: 'label' }]);
  });

  it("lists an award whose category has no Italian label as missing its categories in Italian only", async () => {
    const { payload } = catalogue;
    const award = await payload.create({
      collection: 'awards',
      data: { name: 'Locus Award', description: 'Readers vote.', categories: [{ name: 'Best Novel', label: 'Best Novel' }] } as never,
      overrideAccess: true,
    });
    for (const [locale, name, label] of [['de', 'Locus-Preis', 'Bester Roman'], ['it', 'Premio Locus', null]] as const) {
      await payload.update({
        collection: 'awards', id: award.id, locale,
        data: { name, description: 'Text.', categories: [{ name: 'Best Novel', label }] } as never,
        overrideAccess: true,
      });
    }
    const italian = await report('collection=awards&locale=it');
    expect(italian.items.find((item) => item.id === award.id)).toEqual({ id: award.id, title: 'Premio Locus', missing: ['categories'] });
    expect((await report('collection=awards&locale=de')).items.map((item) => item.id)).not.toContain(award.id);
    const counts = await countFallbacks(payloadPool(catalogue.payload) ?? (() => { throw new Error('no pool'); })());
    expect(counts.awards?.it).toBeGreaterThanOrEqual(1);

    await sql(`update cms.awards_categories_locales set label = 'Miglior romanzo' where _locale = 'it' and _parent_id in (select id from cms.awards_categories where _parent_id = $1)`, [award.id]);
    await sql(`insert into cms.awards_categories_locales (label, _locale, _parent_id) select 'Miglior romanzo', 'it', id from cms.awards_categories where _parent_id = $1 on conflict do nothing`, [award.id]);
    expect((await report('collection=awards&locale=it')).items.map((item) => item.id)).not.toContain(award.id);
  });

  it('lists a book with a blank German title for German only, and drops it once the title is filled', async () => {
    const id = await bookWithBlankGermanTitle('Solaris');

    const german = await report('collection=books&locale=de');
    expect(german.items.find((item) => item.id === id)).toEqual({ id, title: 'Solaris', missing: ['title'] });
    expect(german).toMatchObject({ page: 1, limit: 24 });
    expect((await report('collection=books&locale=en')).items.map((item) => item.id)).not.toContain(id);

    await catalogue.payload.update({ collection: 'books', id, locale: 'de', data: { title: 'Solaris (deutsch)' } as never, overrideAccess: true });
    expect((await report('collection=books&locale=de')).items.map((item) => item.id)).not.toContain(id);
  });

  it('names every field a locale lacks, also when the locale has no row at all', async () => {
    const { payload } = catalogue;
    const author = await payload.create({ collection: 'authors', data: { name: 'Stanisław Lem', bio: 'Wrote *Solaris*.' } as never, overrideAccess: true });
    const italian = await report('collection=authors&locale=it');
    expect(italian.items.find((item) => item.id === author.id)).toEqual({ id: author.id, title: 'Stanisław Lem', missing: ['name', 'bio'] });
  });

  it('leaves out a field that is blank in every language: nothing falls back there', async () => {
    const { payload } = catalogue;
    const genre = await payload.create({ collection: 'genres', data: { name: 'Cyberpunk' } as never, overrideAccess: true });
    for (const locale of ['de', 'it'] as const) {
      await payload.update({ collection: 'genres', id: genre.id, locale, data: { name: 'Cyberpunk' } as never, overrideAccess: true });
    }
    for (const locale of ['en', 'de', 'it']) {
      expect((await report(`collection=genres&locale=${locale}`)).items.map((item) => item.id)).not.toContain(genre.id);
    }
  });

  it('pages like the other lists and counts per collection and locale for the dashboard', async () => {
    const { payload } = catalogue;
    const ids: number[] = [];
    for (const name of ['Alpha Series', 'Beta Series', 'Gamma Series']) {
      ids.push((await payload.create({ collection: 'series', data: { name } as never, overrideAccess: true })).id);
    }
    const first = await report('collection=series&locale=de&limit=2&page=1');
    const second = await report('collection=series&locale=de&limit=2&page=2');
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2, hasMore: true });
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2, hasMore: false });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(ids);

    const counts = await countFallbacks(payloadPool(catalogue.payload) ?? (() => { throw new Error('no pool'); })());
    expect(counts.series).toEqual({ en: 0, de: 3, it: 3 });
  });

  it('refuses anyone who is not a signed-in editor', async () => {
    const anonymous = await call('collection=books&locale=de', {});
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/logged in/i);
    // A member's session cookie means nothing to the CMS: members are not editors (docs/architecture.md).
    expect((await call('collection=books&locale=de', { cookie: 'sid=a-member-session' })).status).toBe(401);
    expect((await call('collection=books&locale=de', { authorization: 'JWT not-a-token' })).status).toBe(401);
    const notAnEditor = { user: { id: 1, collection: 'users' }, t: (key: string) => key } as unknown as PayloadRequest;
    expect(refusalOfNonEditors(notAnEditor)?.status).toBe(403);
  });

  it.each([
    ['an unknown collection', 'collection=editions&locale=de', /collection must be one of books, authors, series, genres, awards/],
    ['no collection', 'locale=de', /collection must be one of/],
    ['an unknown locale', 'collection=books&locale=fr', /locale must be one of en, de, it/],
    ['no locale', 'collection=books', /locale must be one of/],
    ['a page below 1', 'collection=books&locale=de&page=0', /page/],
    ['a page size above 100', 'collection=books&locale=de&limit=101', /limit/],
    ['a collection given twice', 'collection=books&collection=authors&locale=de', /collection must be given once/],
  ])('answers %s with 400 and a message that says what is wrong', async (_name, query, message) => {
    const response = await call(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(message);
  });
});
