import { describe, expect, it } from 'vitest';
import { createPageViewGuard, isTrackedUrl } from './page-view';

describe('page-view tracking', () => {
  it('tracks lists and details, the profile, search and admin pages', () => {
    for (const url of ['/books', '/books/dune-1', '/authors/7', '/series', '/genres/3', '/awards', '/profile', '/search', '/admin/users']) {
      expect(isTrackedUrl(url)).toBe(true);
    }
  });

  it('skips the start page, other pages and URLs with a query or a fragment', () => {
    for (const url of ['/', '/login', '/impressum', '/books?genre=1', '/search?q=dune', '/books#top', '/bookshelf']) {
      expect(isTrackedUrl(url)).toBe(false);
    }
  });

  it('sends a route once within one second and again after the guard', () => {
    let time = 10_000;
    const shouldTrack = createPageViewGuard(() => time);
    expect(shouldTrack('/books')).toBe(true);
    time += 400;
    expect(shouldTrack('/books')).toBe(false);
    expect(shouldTrack('/authors')).toBe(true);
    time += 700;
    expect(shouldTrack('/books')).toBe(true);
  });
});
