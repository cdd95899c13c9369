import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRoutes, matchedBranch } from './routes';

const PATHS = ['/', '/books', '/books/dune-1', '/authors/frank-herbert', '/series/dune', '/genres/space-opera', '/awards', '/search', '/settings'];

describe('matchedBranch', () => {
  const routes = createRoutes();

  it.each(PATHS)('matches %s to the same routes, with the same params, as the whole table', (path) => {
    const whole = matchRoutes(routes, path) ?? [];
    const branch = matchRoutes(matchedBranch(whole), path) ?? [];
    expect(whole.length).toBeGreaterThan(1);
    expect(branch.map((match) => match.route.element)).toEqual(whole.map((match) => match.route.element));
    expect(branch.map((match) => [match.pathname, match.params])).toEqual(whole.map((match) => [match.pathname, match.params]));
    // The page itself is the very route object, so what is kept per route (its code) is found.
    expect(branch.at(-1)?.route).toBe(whole.at(-1)?.route);
  });

  it('holds only the routes the match went through', () => {
    const [layout] = matchedBranch(matchRoutes(routes, '/books/dune-1') ?? []);
    expect(layout?.children).toHaveLength(1);
    expect(layout?.children?.[0]?.path).toBe('/books/:slug');
  });

  it('is empty when nothing matched', () => {
    expect(matchedBranch([])).toEqual([]);
  });
});
