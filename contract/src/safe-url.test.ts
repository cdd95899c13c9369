import { describe, expect, it } from 'vitest';
import { SAFE_URL_SCHEMES, isSafeUrl, withoutUnsafeLinks } from './safe-url.js';

describe('isSafeUrl', () => {
  it.each([
    ['https://example.org/book', true],
    ['http://example.org', true],
    ['HTTPS://EXAMPLE.ORG', true],
    ['mailto:reader@example.org', true],
    ['irc://irc.libera.chat/starshelf', true],
    ['ircs://irc.libera.chat/starshelf', true],
    ['xmpp:reader@example.org', true],
    ['/books/dune-1', true],
    ['books/dune-1', true],
    ['../up', true],
    ['?page=2', true],
    ['#reviews', true],
    ['//cdn.example.org/cover.jpg', true],
    ['/path/with:colon', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['\u0000javascript:alert(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['vbscript:msgbox(1)', false],
    ['file:///etc/passwd', false],
    ['', false],
    ['   ', false],
  ])('judges %j safe: %s', (url, expected) => {
    expect(isSafeUrl(url)).toBe(expected);
  });

  it('lists the allowed schemes', () => {
    expect([...SAFE_URL_SCHEMES]).toEqual(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);
  });
});

describe('withoutUnsafeLinks', () => {
  it('keeps links and images to safe targets as written', () => {
    const text = 'See [my notes](https://example.org/notes "notes"), ![cover](/media/c.jpg), <mailto:me@example.org> and [the book](/books/dune-1).';
    expect(withoutUnsafeLinks(text)).toBe(text);
  });

  it('keeps the words of a link or image to an unsafe target and drops the target', () => {
    expect(withoutUnsafeLinks('A [trap](javascript:alert(1)) here')).toBe('A trap here');
    expect(withoutUnsafeLinks('![alt text](data:text/html;base64,PHNjcmlwdD4=)')).toBe('alt text');
    expect(withoutUnsafeLinks('[x](<java\tscript:alert(1)> "t")')).toBe('x');
    expect(withoutUnsafeLinks('<vbscript:msgbox(1)> stays text')).toBe('vbscript:msgbox(1) stays text');
  });

  it('drops a reference definition to an unsafe target, so its uses stay plain text', () => {
    expect(withoutUnsafeLinks('Read [this][1].\n\n[1]: javascript:alert(1)\n[2]: https://example.org')).toBe('Read [this][1].\n\n\n[2]: https://example.org');
  });

  it('leaves text without links alone, brackets and parentheses included', () => {
    const text = 'Five stars [out of five] (really) - and 3 < 4 > 2.';
    expect(withoutUnsafeLinks(text)).toBe(text);
  });
});
