import { beforeAll, describe, expect, it } from 'vitest';
import { maxPublicationYear } from '@starshelf/contract';
import { signedInAgent } from './support/members.js';
import type { TestAgent } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { useSuiteApp } from './support/suite.js';

describe('editions and catalogue writes', () => {
  const suite = useSuiteApp(createCatalogueDatabase);
  let admin: TestAgent;
  let member: TestAgent;
  let bookId: number;

  beforeAll(async () => {
    admin = (await signedInAgent(suite.app, 'SUPER_USER')).agent;
    member = (await signedInAgent(suite.app, 'GOLDEN_USER')).agent;
    bookId = await fixture(suite.database.payload, 'books', { title: 'Der Schwarm' });
  });

  it('creates editions with the defaults of docs/rules.md §5 and lists them primary first', async () => {
    const first = await admin.post(`/api/books/${bookId}/editions`).send({ title: 'Erstausgabe' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ isPrimaryEdition: true, editionType: 'original', bindingType: 'paperback', languageCode: 'de', languageName: 'Deutsch' });
    const second = await admin.post(`/api/books/${bookId}/editions`).send({ title: 'Taschenbuch', publicationYear: 2005, editionType: 'revised' });
    expect(second.status).toBe(201);
    const list = await suite.app.request.get(`/api/books/${bookId}/editions`);
    expect(list.body.data.map((edition: { id: number }) => edition.id)).toEqual([first.body.data.id, second.body.data.id]);
  });

  it('answers the German messages, with the year limit of the current year + 5', async () => {
    const max = maxPublicationYear(new Date());
    expect((await admin.post(`/api/books/${bookId}/editions`).send({ title: 'Zukunft', publicationYear: max })).status).toBe(201);
    const tooLate = await admin.post(`/api/books/${bookId}/editions`).send({ title: 'Zukunft', publicationYear: max + 1 });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.error.message).toBe(`Publikationsjahr muss zwischen 1800 und ${max} liegen`);
    expect((await admin.post(`/api/books/${bookId}/editions`).send({ title: 'Alt', publicationYear: 1799 })).status).toBe(400);
    const noTitle = await admin.post(`/api/books/${bookId}/editions`).send({ pages: 0 });
    expect(noTitle.body.error.details.map((issue: { message: string }) => issue.message)).toEqual(
      expect.arrayContaining(['Titel ist erforderlich', 'Seitenzahl muss mindestens 1 sein']),
    );
  });

  it('makes one edition primary in one step and refuses to delete the primary', async () => {
    const list = (await suite.app.request.get(`/api/books/${bookId}/editions`)).body.data as { id: number; isPrimaryEdition: boolean }[];
    const [primary, other] = list;
    const made = await admin.patch(`/api/editions/${other!.id}`).send({ isPrimaryEdition: true });
    expect(made.status).toBe(200);
    const after = (await suite.app.request.get(`/api/books/${bookId}/editions`)).body.data as { id: number; isPrimaryEdition: boolean }[];
    expect(after.filter((edition) => edition.isPrimaryEdition).map((edition) => edition.id)).toEqual([other!.id]);
    const refused = await admin.delete(`/api/editions/${other!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('PRIMARY_EDITION');
    expect((await admin.delete(`/api/editions/${primary!.id}`)).status).toBe(204);
    expect((await admin.patch('/api/editions/999999').send({ title: 'x' })).status).toBe(404);
  });

  it('keeps edition and catalogue writes to SUPER_USER', async () => {
    expect((await member.post(`/api/books/${bookId}/editions`).send({ title: 'x' })).status).toBe(403);
    expect((await member.post('/api/authors').send({ name: 'x' })).status).toBe(403);
    expect((await suite.app.agent().post('/api/books').send({ title: 'x' })).status).toBe(401);
  });

  it('creates, localises, updates and deletes catalogue items with slugs per docs/rules.md §5', async () => {
    const author = await admin.post('/api/authors').send({ name: 'Frank Schätzing', nativeLanguage: 'de', gender: 'male' });
    expect(author.status).toBe(201);
    expect(author.body.data).toMatchObject({ slug: 'frank-schaetzing', name: 'Frank Schätzing' });
    const genre = await admin.post('/api/genres').send({ name: 'Science Fiction & Thriller' });
    expect(genre.body.data.slug).toBe('science-fiction-thriller');
    const series = await admin.post('/api/series').send({ name: 'Schwarm', isCompleted: false });
    const book = await admin.post('/api/books').send({
      title: "The Swarm: A Novel of the Deep",
      authors: [author.body.data.id],
      genres: [genre.body.data.id],
      publicationYear: 2004,
      allSeries: [{ series: series.body.data.id, position: '1' }],
    });
    expect(book.status).toBe(201);
    expect(book.body.data).toMatchObject({ title: 'The Swarm: A Novel of the Deep', authors: [{ name: 'Frank Schätzing' }], seriesPosition: '1' });
    const id = book.body.data.id as number;
    expect(book.body.data.slug).toBe(`the-swarm-a-novel-of-the-deep-${id}`);

    const german = await admin.patch(`/api/books/${id}`).send({ locale: 'de', title: 'Der Schwarm (Roman)' });
    expect(german.body.data.title).toBe('Der Schwarm (Roman)');
    expect((await suite.app.request.get(`/api/books/${id}?locale=en`)).body.data.title).toBe('The Swarm: A Novel of the Deep');

    // A description replaced through the API: the admin's editor field beside it must not keep the old text.
    for (const [locale, first, second] of [['en', 'Whales *attack*.', 'The sea *answers*.'], ['de', 'Wale *greifen an*.', 'Das Meer *antwortet*.']]) {
      expect((await admin.patch(`/api/books/${id}`).send({ locale, description: first })).status).toBe(200);
      const replaced = await admin.patch(`/api/books/${id}`).send({ locale, description: second });
      expect(replaced.body.data.description).toBe(second);
      expect((await suite.app.request.get(`/api/books/${id}?locale=${locale}`)).body.data.description).toBe(second);
    }

    const award = await admin.post('/api/awards').send({ name: 'Kurd-Laßwitz-Preis', categories: ['Bester Roman'] });
    expect(award.body.data).toMatchObject({ slug: 'kurd-lasswitz-preis', categories: ['Bester Roman'] });
    const links = await admin.put(`/api/books/${id}/awards`).send([{ awardId: award.body.data.id, isWinner: true, category: 'Bester Roman', year: 2005 }]);
    expect(links.status).toBe(200);
    expect(links.body.data).toMatchObject([{ isWinner: true, year: 2005, award: { id: award.body.data.id } }]);
    expect((await admin.put(`/api/books/${id}/awards`).send([{ awardId: 424242, isWinner: false }])).status).toBe(400);
    expect((await admin.put(`/api/books/${id}/awards`).send([])).body.data).toEqual([]);

    expect((await admin.post('/api/books').send({ title: '' })).status).toBe(400);
    expect((await admin.delete(`/api/books/${id}`)).status).toBe(204);
    expect((await suite.app.request.get(`/api/books/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/authors/${author.body.data.slug}`)).status).toBe(204);
  });
});
