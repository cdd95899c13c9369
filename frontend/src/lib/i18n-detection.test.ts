import { afterEach, describe, expect, it, vi } from 'vitest';
import { DETECTION_ORDER, detectUiLanguage, LANGUAGE_STORAGE_KEY, subdomainOf } from './i18n';

function detect({ stored, browser = [], htmlLang = '', path = '/' }: { stored?: string; browser?: string[]; htmlLang?: string; path?: string }) {
  localStorage.clear();
  if (stored) localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(browser[0] ?? '');
  document.documentElement.lang = htmlLang;
  window.history.pushState({}, '', path);
  return detectUiLanguage();
}

afterEach(() => {
  localStorage.clear();
  window.history.pushState({}, '', '/');
  document.documentElement.lang = 'en';
});

describe('language detection', () => {
  it('looks in the address\'s ?lang=, local storage, the browser, the page language, the path and the subdomain, in that order', () => {
    expect(DETECTION_ORDER).toEqual(['querystring', 'localStorage', 'navigator', 'htmlTag', 'path', 'subdomain']);
  });

  it('lets the page\'s ?lang= win over the stored choice and the browser language', () => {
    expect(detect({ stored: 'it', browser: ['en-US'], path: '/books/dune-1?lang=de' })).toBe('de');
  });

  it('passes over a ?lang= the site does not offer', () => {
    expect(detect({ stored: 'it', browser: ['en-US'], path: '/books/dune-1?lang=fr' })).toBe('it');
  });

  it('prefers the stored choice over the browser language', () => {
    expect(detect({ stored: 'it', browser: ['de-DE'], htmlLang: 'en' })).toBe('it');
  });

  it('uses the browser language reduced to its primary code', () => {
    expect(detect({ browser: ['de-AT', 'en-US'] })).toBe('de');
  });

  it('falls through an unsupported browser language to the page language', () => {
    expect(detect({ browser: ['fr-FR'], htmlLang: 'it-IT' })).toBe('it');
  });

  it('falls through to the first path segment', () => {
    expect(detect({ browser: ['fr-FR'], path: '/de/books' })).toBe('de');
  });

  it('falls back to English when nothing matches', () => {
    expect(detect({ browser: ['fr-FR'], path: '/books' })).toBe('en');
  });

  it('reads nothing stored when the browser refuses storage, and goes on with the browser language', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(detect({ browser: ['it-IT'] })).toBe('it');
  });

  it('takes the subdomain of a host with one (de.starshelf.example), not of a bare domain, localhost or an IP address', () => {
    expect(subdomainOf('de.starshelf.example')).toBe('de');
    expect(subdomainOf('starshelf.example')).toBeUndefined();
    expect(subdomainOf('localhost')).toBeUndefined();
    expect(subdomainOf('127.0.0.1')).toBeUndefined();
    expect(subdomainOf('[::1]')).toBeUndefined();
  });
});
