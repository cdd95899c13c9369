import { buildCmsConfig } from '@starshelf/cms/payload';
import { editorConfigForMarkdown, editorStateToMarkdown, markdownRichText, markdownToEditorState } from '@starshelf/cms/rich-text';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeAuthorBioIn } from '../src/compose/author-bio.js';
import { composeAwardDescriptionIn } from '../src/compose/award-description.js';
import { composeBookSynopsisIn } from '../src/compose/book-synopsis.js';
import { composeGenreDescriptionIn } from '../src/compose/genre-description.js';
import { datasetLinks } from '../src/compose/link-context.js';
import { locales } from '../src/compose/locale.js';
import { composeSeriesDescriptionIn } from '../src/compose/series-description.js';
import { type Dataset } from '../src/data/dataset.js';
import { loadDataset } from '../src/data/load-dataset.js';

let dataset: Dataset;
let editorConfig: Awaited<ReturnType<typeof editorConfigForMarkdown>>;
beforeAll(async () => {
  dataset = await loadDataset();
  // The admin's own config (no database is needed to read its fields).
  const config = await buildCmsConfig({ databaseUrl: undefined, secret: 'round-trip', richText: markdownRichText });
  editorConfig = editorConfigForMarkdown(config, 'books', 'description');
});

/** Every seeded synopsis, biography and description, in every locale. */
function* seededTexts(): Generator<{ where: string; markdown: string }> {
  const ctx = datasetLinks(dataset);
  const kinds = [
    ['book', [...dataset.books.keys()], composeBookSynopsisIn],
    ['author', [...dataset.authors.keys()], composeAuthorBioIn],
    ['series', [...dataset.series.keys()], composeSeriesDescriptionIn],
    ['genre', [...dataset.genres.keys()], composeGenreDescriptionIn],
    ['award', [...dataset.awards.keys()], composeAwardDescriptionIn],
  ] as const;
  for (const [kind, ids, compose] of kinds) {
    for (const id of ids) {
      for (const locale of locales) yield { where: `${kind} ${id} (${locale})`, markdown: compose(dataset, id, ctx, locale) };
    }
  }
}

describe('the seeded catalogue in the admin\'s rich-text editor (decision 124)', () => {
  it('comes back from the editor as exactly the markdown it went in as, every text in every locale', () => {
    const changed: string[] = [];
    let count = 0;
    for (const { where, markdown } of seededTexts()) {
      if (markdown === '') continue;
      count += 1;
      const back = editorStateToMarkdown(editorConfig, markdownToEditorState(editorConfig, markdown));
      if (back !== markdown) changed.push(`${where}:\n  ${markdown}\n  ${back}`);
    }
    expect(count).toBeGreaterThan(15_000);
    expect(changed.slice(0, 5), `${changed.length} texts changed`).toEqual([]);
  }, 300_000);

  it('shows escaped brackets and backslashes as plain characters in the editor and escapes them again', () => {
    const markdown = '*Fables, Vol. 7: Arabian Nights \\[and Days\\]* by [A \\\\ B](/authors/a-b)';
    const state = markdownToEditorState(editorConfig, markdown);
    expect(JSON.stringify(state)).toContain('Arabian Nights [and Days]');
    expect(JSON.stringify(state)).toContain('"A \\\\ B"');
    expect(editorStateToMarkdown(editorConfig, state)).toBe(markdown);
  });

  it('keeps headings, bold, lists, quotes and links to every allowed scheme as written', () => {
    const markdown = [
      '## Heading',
      'Some **bold** and *italic* words with [a site](https://example.org), [chat](irc://irc.example.org/sf) and [me](xmpp:me@example.org).',
      '- one\n- two',
      '1. first\n2. second',
      '> quoted',
    ].join('\n\n');
    expect(editorStateToMarkdown(editorConfig, markdownToEditorState(editorConfig, markdown))).toBe(markdown);
  });
});
