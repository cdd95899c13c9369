/**
 * Every page of the site (docs/rules.md §2): `path` is the browser router's pattern, `href()` builds
 * the address of one page. The front end's links, the sitemap, the chat's book links, the mailed
 * links and the seeded markdown all take their addresses from here, so a page has one address.
 */

type Query = Readonly<Record<string, string | number | undefined>>;

function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** `path` with the given query parameters; empty and absent values are left out. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export type ProfileTab = 'reading' | 'reviews';
export type SettingsSection = 'shelf-import';
/** What the newsletter's confirmation and unsubscribe links report on the start page (`/?newsletter=…`). */
export type NewsletterOutcome = 'confirmed' | 'unsubscribed' | 'invalid';

export const pagePaths = {
  home: { path: '/', href: (newsletter?: NewsletterOutcome) => withQuery('/', { newsletter }) },

  books: { path: '/books', href: (mood?: string, sort?: 'rating') => withQuery('/books', { mood, sort }) },
  bookAdd: { path: '/books/add', href: () => '/books/add' },
  bookEdit: { path: '/books/edit/:slug', href: (slug: string) => `/books/edit/${seg(slug)}` },
  book: {
    path: '/books/:slug',
    href: (slug: string, tab?: 'reviews') => withQuery(`/books/${seg(slug)}`, { tab }),
  },

  authors: { path: '/authors', href: () => '/authors' },
  authorAdd: { path: '/authors/add', href: () => '/authors/add' },
  authorEdit: { path: '/authors/edit/:slug', href: (slug: string) => `/authors/edit/${seg(slug)}` },
  author: { path: '/authors/:slug', href: (slugOrId: string | number) => `/authors/${seg(slugOrId)}` },

  series: { path: '/series', href: () => '/series' },
  seriesAdd: { path: '/series/add', href: () => '/series/add' },
  seriesEdit: { path: '/series/edit/:slug', href: (slug: string) => `/series/edit/${seg(slug)}` },
  seriesDetail: { path: '/series/:slug', href: (slugOrId: string | number) => `/series/${seg(slugOrId)}` },

  genres: { path: '/genres', href: (genre?: string) => withQuery('/genres', { genre }) },
  genreAdd: { path: '/genres/add', href: () => '/genres/add' },
  genreEdit: { path: '/genres/edit/:slug', href: (slug: string) => `/genres/edit/${seg(slug)}` },
  genre: { path: '/genres/:id', href: (id: string | number) => `/genres/${seg(id)}` },

  awards: { path: '/awards', href: (id?: string | number) => withQuery('/awards', { id }) },
  award: { path: '/awards/:id', href: (id: string | number) => `/awards/${seg(id)}` },

  adminAnalytics: { path: '/admin/analytics', href: () => '/admin/analytics' },
  adminAwards: { path: '/admin/awards', href: () => '/admin/awards' },
  adminUsers: { path: '/admin/users', href: () => '/admin/users' },
  adminModeration: { path: '/admin/moderation', href: () => '/admin/moderation' },
  adminAudit: { path: '/admin/audit', href: () => '/admin/audit' },

  profile: { path: '/profile', href: (tab?: ProfileTab) => withQuery('/profile', { tab }) },
  search: { path: '/search', href: (q?: string) => withQuery('/search', { q }) },

  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  verifyEmail: { path: '/verify-email', href: (token?: string) => withQuery('/verify-email', { token }) },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', href: (token?: string) => withQuery('/reset-password', { token }) },
  /** The email-change mail links here; the address changes only when this link is used. */
  confirmEmail: { path: '/confirm-email', href: (token?: string) => withQuery('/confirm-email', { token }) },
  /** Mailed to the old address once a change is confirmed: moves the account back (7 days). */
  undoEmailChange: { path: '/undo-email-change', href: (token?: string) => withQuery('/undo-email-change', { token }) },
  /** `section` jumps to one block of the page (the first-sign-in card links to the shelf import). */
  settings: { path: '/settings', href: (section?: SettingsSection) => (section ? `/settings#${section}` : '/settings') },

  privacy: { path: '/datenschutz', href: () => '/datenschutz' },
  imprint: { path: '/impressum', href: () => '/impressum' },
  contact: { path: '/kontakt', href: () => '/kontakt' },
  terms: { path: '/nutzungsbedingungen', href: () => '/nutzungsbedingungen' },

  /** Server routes, reached by a full page load rather than the SPA router. */
  logout: { path: '/api/logout', href: () => '/api/logout' },
  /** A download the server marks as an attachment, so a plain link saves it. */
  profileExport: { path: '/api/profile/export', href: () => '/api/profile/export' },
  /** The reading list, ratings and reviews as Goodreads' library export (docs/api.md "Data portability"). */
  readingListExport: { path: '/api/reading-list/export', href: () => withQuery('/api/reading-list/export', { format: 'goodreads' }) },
} as const;

export type PageName = keyof typeof pagePaths;

/** The kinds of catalogue item that have a page of their own, and the address of one item's page. */
export type CatalogueItemKind = 'books' | 'authors' | 'series' | 'genres' | 'awards';
export function catalogueItemPath(kind: CatalogueItemKind, slugOrId: string | number): string {
  switch (kind) {
    case 'books': return pagePaths.book.href(String(slugOrId));
    case 'authors': return pagePaths.author.href(slugOrId);
    case 'series': return pagePaths.seriesDetail.href(slugOrId);
    case 'genres': return pagePaths.genre.href(slugOrId);
    case 'awards': return pagePaths.award.href(slugOrId);
  }
}
