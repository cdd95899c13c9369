import { describe, expect, it } from 'vitest';
import { isServerRenderedPath } from './page-paths.js';

describe('isServerRenderedPath', () => {
  it.each(['/', '/books', '/authors', '/series', '/genres', '/awards', '/books/dune-42', '/authors/frank-herbert', '/series/dune', '/genres/space-opera', '/awards/hugo'])(
    'renders %s on the server',
    (path) => expect(isServerRenderedPath(path)).toBe(true),
  );

  it.each(['/books/add', '/books/edit/dune-42', '/authors/add', '/profile', '/settings', '/admin', '/books/', '/books/dune-42/reviews', '/assets/app.js', '/cms'])(
    'leaves %s to the shell',
    (path) => expect(isServerRenderedPath(path)).toBe(false),
  );
});
