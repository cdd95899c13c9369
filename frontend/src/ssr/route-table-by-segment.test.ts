import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { createRoutes } from '@/app/routes';
import { routeTableBySegment } from './route-table-by-segment';

const table = createRoutes();
const cutFor = routeTableBySegment(table);

/** Each page's pattern with its parameters filled in, then the ways a reader or a crawler may spell an address. */
const samples = [
  ...Object.values(paths).map(({ path }) => path.replace(/:[a-z]+/gi, 'dune-42')),
  '/',
  '',
  '/BOOKS/dune-42',
  '/b%6Foks/dune-42',
  '/books/',
  '/books/dune-42/',
  '/books/dune-42/reviews',
  '/books/%E0%A4%A',
  '/nowhere',
  '/nowhere/at/all',
  '/%E0%A4%A/x',
  '//books',
  '/authors/edit/le-guin',
  '/genres/7',
  '/awards?id=3',
];

describe('routeTableBySegment', () => {
  it.each(samples)('matches %s exactly as the whole table does', (pathname) => {
    const whole = matchRoutes(table, pathname) ?? [];
    const cut = matchRoutes(cutFor(pathname), pathname) ?? [];
    expect(cut.length).toBe(whole.length);
    // The page (leaf) is the very route object of the table, with the same parameters.
    expect(cut.at(-1)?.route).toBe(whole.at(-1)?.route);
    expect(cut.map((match) => match.params)).toEqual(whole.map((match) => match.params));
    expect(cut.map((match) => match.pathname)).toEqual(whole.map((match) => match.pathname));
  });

  it('keeps far fewer routes to rank than the whole table', () => {
    const count = (routes: ReturnType<typeof cutFor>) => routes.reduce((sum, layout) => sum + (layout.children?.length ?? 1), 0);
    expect(count(cutFor('/books/dune-42'))).toBeLessThan(count(table) / 4);
  });
});
