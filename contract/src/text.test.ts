import { describe, expect, it } from 'vitest';
import { excerpt, markdownToText, removeLeadingEinleitung } from './text.js';

describe('markdownToText', () => {
  it.each([
    ['# Title\n\nSome **bold** and *italic* and __strong__ and _em_ text.', 'Title\n\nSome bold and italic and strong and em text.'],
    ['A [link](https://example.org "t") and ![cover](c.jpg) and [ref][1].\n\n[1]: https://example.org', 'A link and cover and ref.'],
    ['> quoted\n> lines', 'quoted\nlines'],
    ['- one\n* two\n+ three\n1. four\n2) five\n- [x] done', 'one\ntwo\nthree\nfour\nfive\ndone'],
    ['Use `npm test` here', 'Use npm test here'],
    ['```ts\nconst a = 1;\n```\nafter', 'const a = 1;\nafter'],
    ['Heading\n=======\n\nBody\n\n---\n\nMore', 'Heading\n\nBody\n\nMore'],
    ['<p>Hello <em>there</em></p> &amp; &quot;you&quot; &#8211; &#x2014;', 'Hello there & "you" – —'],
    ['~~old~~ new', 'old new'],
    ['snake_case_name and 5 * 3 = 15', 'snake_case_name and 5 * 3 = 15'],
    ['Escaped \\*stars\\*', 'Escaped *stars*'],
    ['| a | b |\n|---|:-:|\n| 1 | 2 |', 'a b\n1 2'],
    ['<https://example.org>', 'https://example.org'],
    ['', ''],
  ])('strips %j', (md, expected) => {
    expect(markdownToText(md)).toBe(expected);
  });
});

describe('removeLeadingEinleitung', () => {
  it.each([
    ['# Einleitung\nText', 'Text'],
    ['## Einleitung\n\nText', '\nText'],
    ['  ### einleitung:\nText', 'Text'],
    ['Einleitung\n==========\nText', 'Text'],
    ['**Einleitung**\nText', 'Text'],
    ['Einleitung\nText', 'Text'],
    ['# Einleitung', ''],
    ['# Einleitungen\nText', '# Einleitungen\nText'],
    ['Text\n# Einleitung\nmehr', 'Text\n# Einleitung\nmehr'],
    ['Die Einleitung ist lang.', 'Die Einleitung ist lang.'],
  ])('turns %j into %j', (md, expected) => {
    expect(removeLeadingEinleitung(md)).toBe(expected);
  });
});

describe('excerpt', () => {
  it.each([
    ['short text stays whole', 'A short **text**.', 50, 'A short text.'],
    ['exactly the limit stays whole', 'abcde fghij', 11, 'abcde fghij'],
    ['cut at a word boundary', 'The quick brown fox jumps over the lazy dog', 20, 'The quick brown...'],
    ['punctuation before the cut dropped', 'One, two, three, four, five', 14, 'One, two...'],
    ['long single word cut hard', 'Supercalifragilisticexpialidocious', 10, 'Superca...'],
    ['Einleitung heading removed', '# Einleitung\n\nDer Ozean auf **Solaris** denkt.', 200, 'Der Ozean auf Solaris denkt.'],
    ['Einleitung heading removed before cutting', '## Einleitung\nEin Planet, der denkt und träumt.', 20, 'Ein Planet, der...'],
    ['blocks joined with single spaces', '# Title\n\nFirst.\n\nSecond.', 100, 'Title First. Second.'],
    ['empty stays empty', '', 10, ''],
  ])('%s', (_case, md, maxLength, expected) => {
    const result = excerpt(md, maxLength);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(Math.max(maxLength, 3));
  });
});
