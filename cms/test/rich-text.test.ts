import pg from 'pg';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { editorConfigForMarkdown, markdownRichText, markdownToEditorState } from '../src/rich-text/index.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

type Node = Record<string, unknown>;
const text = (value: string, format = 0): Node => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 });
const block = (type: string, children: Node[], extra: Node = {}): Node => ({
  type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra,
});
const state = (...children: Node[]) => ({ root: block('root', children) as Node & { type: string; children: Node[]; direction: 'ltr'; format: ''; indent: number; version: number } });
const paragraph = (...children: Node[]) => block('paragraph', children, { textFormat: 0, textStyle: '' });
const link = (url: string, label: string) => block('link', [text(label)], { fields: { linkType: 'custom', newTab: false, url }, id: 'l1' });
const list = (...items: string[]) =>
  block('list', items.map((item, i) => block('listitem', [text(item)], { value: i + 1 })), { listType: 'bullet', start: 1, tag: 'ul' });

describe('markdown texts edited as rich text in the admin (decision 124)', () => {
  const catalogue = useTestCatalogue('richtext', { richText: markdownRichText });
  let db: pg.Client;
  let payload: Payload;
  let bookId: number;

  const storedDescription = async (locale: string) =>
    (await db.query<{ description: string | null }>('SELECT description FROM cms.books_locales WHERE _parent_id = $1 AND _locale = $2', [bookId, locale]))
      .rows[0]?.description;
  const asEditor = () => ({ user: catalogue.editor, overrideAccess: false });

  beforeAll(async () => {
    payload = catalogue.payload;
    db = new pg.Client({ connectionString: catalogue.databaseUrl });
    await db.connect();
    const book = await payload.create({ collection: 'books', locale: 'en', data: { title: 'Piranesi', description: 'A *house* of endless halls.' }, ...asEditor() });
    bookId = book.id;
    await payload.update({ collection: 'books', id: bookId, locale: 'de', data: { title: 'Piranesi', description: 'Ein *Haus* endloser Hallen.' }, ...asEditor() });
  });
  afterAll(async () => {
    await db.end();
  });

  it('reads the same markdown as the same editor state every time, links included', async () => {
    const editorConfig = editorConfigForMarkdown(payload.config, 'books', 'description');
    const markdown = 'By [Suzanne Collins](/authors/suzanne-collins), in [Science Fiction](/genres/science-fiction).';
    const first = markdownToEditorState(editorConfig, markdown);
    expect(markdownToEditorState(editorConfig, markdown)).toEqual(first);
    expect(JSON.stringify(first)).toContain('"type":"link"');
  });

  it("gives the editor each locale's markdown as an editor state", async () => {
    const editorConfig = editorConfigForMarkdown(payload.config, 'books', 'description');
    const german = await payload.findByID({ collection: 'books', id: bookId, locale: 'de', fallbackLocale: false, ...asEditor() });
    expect(german.descriptionRichText).toEqual(markdownToEditorState(editorConfig, 'Ein *Haus* endloser Hallen.'));
    const all = await payload.findByID({ collection: 'books', id: bookId, locale: 'all', ...asEditor() });
    expect(all.descriptionRichText).toMatchObject({ en: markdownToEditorState(editorConfig, 'A *house* of endless halls.') });
  });

  it('writes what the editor saved as markdown into the locale it was edited in, and no other', async () => {
    const edited = state(paragraph(text('Ein '), text('Haus', 1), text(' mit '), link('https://example.org/halls', 'Hallen')), list('Statuen', 'Gezeiten'));
    await payload.update({ collection: 'books', id: bookId, locale: 'de', data: { title: 'Piranesi', descriptionRichText: edited }, ...asEditor() });
    expect(await storedDescription('de')).toBe('Ein **Haus** mit [Hallen](https://example.org/halls)\n\n- Statuen\n- Gezeiten');
    expect(await storedDescription('en')).toBe('A *house* of endless halls.');
  });

  it('saves an untouched text as the very markdown it was read from', async () => {
    const english = await payload.findByID({ collection: 'books', id: bookId, locale: 'en', fallbackLocale: false, ...asEditor() });
    await payload.update({ collection: 'books', id: bookId, locale: 'en', data: { title: 'Piranesi', descriptionRichText: english.descriptionRichText }, ...asEditor() });
    expect(await storedDescription('en')).toBe('A *house* of endless halls.');
  });

  it('keeps markdown written past the editor (REST, imports, the site) over a text that already had one', async () => {
    await payload.update({ collection: 'books', id: bookId, locale: 'de', data: { description: 'Ein *neues* Haus.' }, ...asEditor() });
    expect(await storedDescription('de')).toBe('Ein *neues* Haus.');
    expect(await storedDescription('en')).toBe('A *house* of endless halls.');
    await payload.update({ collection: 'books', id: bookId, locale: 'en', data: { title: 'Piranesi', description: 'A *new* house.' }, ...asEditor() });
    expect(await storedDescription('en')).toBe('A *new* house.');
    await payload.update({ collection: 'books', id: bookId, locale: 'en', data: { description: 'A *house* of endless halls.' }, ...asEditor() });
    expect(await storedDescription('en')).toBe('A *house* of endless halls.');
  });

  it('takes the editor\'s text when a save sends both and the editor changed it', async () => {
    const edited = state(paragraph(text('Ein Haus aus '), text('Marmor', 2)));
    await payload.update({ collection: 'books', id: bookId, locale: 'de', data: { description: 'Ein *neues* Haus.', descriptionRichText: edited }, ...asEditor() });
    expect(await storedDescription('de')).toBe('Ein Haus aus *Marmor*');
  });

  it.each(['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'java\tscript:alert(1)'])('refuses a link to %s and keeps the text as it was', async (url) => {
    const before = await storedDescription('de');
    const edited = state(paragraph(text('Klick '), link(url, 'hier')));
    await expect(payload.update({ collection: 'books', id: bookId, locale: 'de', data: { title: 'Piranesi', descriptionRichText: edited }, ...asEditor() })).rejects.toMatchObject({
      status: 400,
    });
    expect(await storedDescription('de')).toBe(before);
  });

  it('refuses the same link written as markdown past the editor, in every collection with a markdown text', async () => {
    await expect(
      payload.update({ collection: 'books', id: bookId, locale: 'it', data: { title: 'Piranesi', description: 'Un [trucco](javascript:alert(1))' }, ...asEditor() }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      payload.create({ collection: 'authors', data: { name: 'Susanna Clarke', bio: '[x](data:text/html,hi)' }, ...asEditor() }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await storedDescription('it')).toBeUndefined();
  });

  it('gives every markdown text of the catalogue the editor, localized and editable', () => {
    const richFields = payload.config.collections.flatMap((c) =>
      c.fields.flatMap((f) => (f.type === 'richText' && f.admin?.readOnly === false ? [`${c.slug}.${f.name}${f.localized ? ' (localized)' : ''}`] : [])),
    );
    expect(richFields.sort()).toEqual([
      'authors.bioRichText (localized)',
      'awards.descriptionRichText (localized)',
      'books.descriptionRichText (localized)',
      'genres.descriptionRichText (localized)',
      'series.descriptionRichText (localized)',
    ]);
  });
});
