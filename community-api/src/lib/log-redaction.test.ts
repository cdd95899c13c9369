import { describe, expect, it } from 'vitest';
import { redactHeaders, redactReferer, redactUrl } from './log-redaction.js';

describe('log redaction', () => {
  it.each([
    ['/api/newsletter/confirm?token=SECRET', '/api/newsletter/confirm?token=[redacted]'],
    ['/reset-password?token=SECRET&lang=de', '/reset-password?token=[redacted]&lang=de'],
    ['/cb?code=SECRET&state=SECRET', '/cb?code=[redacted]&state=[redacted]'],
    ['/x?access_token=SECRET;Refresh_Token=SECRET', '/x?access_token=[redacted];Refresh_Token=[redacted]'],
    ['/x?%74oken=SECRET', '/x?%74oken=[redacted]'],
    ['/x?token[]=SECRET&token[a]=SECRET', '/x?token[]=[redacted]&token[a]=[redacted]'],
    ['/x?%E0%A4%A=SECRET', '/x?%E0%A4%A=[redacted]'],
    ['/x?api-key=SECRET&signature=SECRET&password=SECRET', '/x?api-key=[redacted]&signature=[redacted]&password=[redacted]'],
    ['http://host/a?token=SECRET#token=SECRET', 'http://host/a?token=[redacted]#token=[redacted]'],
  ])('takes the credential out of %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('keeps addresses without credentials as they are', () => {
    for (const url of ['/api/books?genre=fantasy&page=2', '/api/books/dune', '/search?q=token', '/?', 'not a url at all ?=&&=']) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('keeps only the page of a referer, never its query', () => {
    expect(redactReferer('http://x/reset-password?token=SECRET')).toBe('http://x/reset-password?[redacted]');
    expect(redactReferer('http://x/books')).toBe('http://x/books');
  });

  it('hides cookies and authorisation and shortens the referer among headers', () => {
    expect(redactHeaders({ cookie: 'sid=SECRET', authorization: 'Bearer SECRET', referer: 'http://x/confirm-email?token=SECRET', 'user-agent': 'UA' })).toEqual({
      cookie: '[redacted]',
      authorization: '[redacted]',
      referer: 'http://x/confirm-email?[redacted]',
      'user-agent': 'UA',
    });
  });
});
