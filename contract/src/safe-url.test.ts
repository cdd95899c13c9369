import { describe, expect, it } from 'vitest';
import { SAFE_URL_SCHEMES, isSafeUrl } from './safe-url.js';

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
