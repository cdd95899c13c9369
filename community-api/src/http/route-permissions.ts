import type { Role } from '@starshelf/contract';

export type Access = 'public' | 'signed-in' | Role;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RoutePermission = { method: HttpMethod; path: string; access: Access };

/**
 * THE route-permission table: app.ts mounts a guard for every row before the module routers, and
 * the authorisation matrix test runs every row against anonymous and each role. A module that adds
 * a route adds its row here; paths use Express syntax and are absolute.
 */
export const ROUTE_PERMISSIONS: readonly RoutePermission[] = [
  { method: 'GET', path: '/api/health', access: 'public' },
  { method: 'GET', path: '/api/ready', access: 'public' },
  { method: 'GET', path: '/api/docs', access: 'public' },

  { method: 'GET', path: '/api/auth/user', access: 'signed-in' },
  { method: 'POST', path: '/api/auth/register', access: 'public' },
  { method: 'POST', path: '/api/auth/verify-email', access: 'public' },
  { method: 'POST', path: '/api/auth/resend-verification', access: 'public' },
  { method: 'POST', path: '/api/auth/login', access: 'public' },
  { method: 'POST', path: '/api/auth/logout', access: 'public' },
  { method: 'GET', path: '/api/logout', access: 'public' },

  { method: 'GET', path: '/api/profile', access: 'signed-in' },
  { method: 'PATCH', path: '/api/profile', access: 'signed-in' },
  { method: 'GET', path: '/api/profile/reviews', access: 'signed-in' },

  // Catalogue reads (anyone); the search paths are listed before the `:idOrSlug` rows they resemble.
  { method: 'GET', path: '/api/home', access: 'public' },
  { method: 'GET', path: '/api/search', access: 'public' },
  { method: 'GET', path: '/api/books/search', access: 'public' },
  { method: 'GET', path: '/api/authors/search', access: 'public' },
  { method: 'GET', path: '/api/series/search', access: 'public' },
  { method: 'GET', path: '/api/genres/search', access: 'public' },
  { method: 'GET', path: '/api/awards/search', access: 'public' },
  { method: 'GET', path: '/api/books', access: 'public' },
  { method: 'GET', path: '/api/books/:idOrSlug', access: 'public' },
  { method: 'GET', path: '/api/books/:idOrSlug/modal-data', access: 'public' },
  { method: 'GET', path: '/api/books/:idOrSlug/reviews', access: 'public' },
  { method: 'GET', path: '/api/books/:idOrSlug/editions', access: 'public' },
  { method: 'GET', path: '/api/authors', access: 'public' },
  { method: 'GET', path: '/api/authors/:idOrSlug', access: 'public' },
  { method: 'GET', path: '/api/authors/:idOrSlug/reviews', access: 'public' },
  { method: 'GET', path: '/api/series', access: 'public' },
  { method: 'GET', path: '/api/series/:idOrSlug', access: 'public' },
  { method: 'GET', path: '/api/genres', access: 'public' },
  { method: 'GET', path: '/api/genres/:idOrSlug', access: 'public' },
  { method: 'GET', path: '/api/awards', access: 'public' },
  { method: 'GET', path: '/api/awards/:idOrSlug', access: 'public' },

  // Community (signed in)
  { method: 'POST', path: '/api/books/:idOrSlug/ratings', access: 'signed-in' },
  { method: 'DELETE', path: '/api/books/:idOrSlug/ratings', access: 'signed-in' },
  { method: 'POST', path: '/api/authors/:idOrSlug/ratings', access: 'signed-in' },
  { method: 'DELETE', path: '/api/authors/:idOrSlug/ratings', access: 'signed-in' },
  { method: 'GET', path: '/api/reading-list', access: 'signed-in' },
  { method: 'POST', path: '/api/reading-list', access: 'signed-in' },
  { method: 'PATCH', path: '/api/reading-list/:bookId', access: 'signed-in' },
  { method: 'DELETE', path: '/api/reading-list/:bookId', access: 'signed-in' },
  { method: 'GET', path: '/api/chat/status', access: 'signed-in' },
  { method: 'POST', path: '/api/chat', access: 'signed-in' },

  // Editions and catalogue writes (SUPER_USER)
  { method: 'POST', path: '/api/books/:idOrSlug/editions', access: 'SUPER_USER' },
  { method: 'PATCH', path: '/api/editions/:id', access: 'SUPER_USER' },
  { method: 'DELETE', path: '/api/editions/:id', access: 'SUPER_USER' },
  { method: 'POST', path: '/api/books', access: 'SUPER_USER' },
  { method: 'PATCH', path: '/api/books/:idOrSlug', access: 'SUPER_USER' },
  { method: 'DELETE', path: '/api/books/:idOrSlug', access: 'SUPER_USER' },
  { method: 'PUT', path: '/api/books/:idOrSlug/awards', access: 'SUPER_USER' },
  { method: 'POST', path: '/api/authors', access: 'SUPER_USER' },
  { method: 'PATCH', path: '/api/authors/:idOrSlug', access: 'SUPER_USER' },
  { method: 'DELETE', path: '/api/authors/:idOrSlug', access: 'SUPER_USER' },
  { method: 'POST', path: '/api/series', access: 'SUPER_USER' },
  { method: 'PATCH', path: '/api/series/:idOrSlug', access: 'SUPER_USER' },
  { method: 'DELETE', path: '/api/series/:idOrSlug', access: 'SUPER_USER' },
  { method: 'POST', path: '/api/genres', access: 'SUPER_USER' },
  { method: 'PATCH', path: '/api/genres/:idOrSlug', access: 'SUPER_USER' },
  { method: 'DELETE', path: '/api/genres/:idOrSlug', access: 'SUPER_USER' },
  { method: 'POST', path: '/api/awards', access: 'SUPER_USER' },
  { method: 'PATCH', path: '/api/awards/:idOrSlug', access: 'SUPER_USER' },
  { method: 'DELETE', path: '/api/awards/:idOrSlug', access: 'SUPER_USER' },

  // Administration and insights (issue 8)
  { method: 'POST', path: '/api/analytics/event', access: 'public' },
  { method: 'GET', path: '/api/admin/analytics', access: 'SUPER_USER' },
  { method: 'DELETE', path: '/api/admin/analytics', access: 'SUPER_USER' },
  { method: 'GET', path: '/api/admin/users', access: 'SUPER_USER' },
  { method: 'PATCH', path: '/api/admin/users/:id', access: 'SUPER_USER' },
  { method: 'POST', path: '/api/newsletter', access: 'public' },
  { method: 'GET', path: '/api/newsletter/confirm', access: 'public' },
  { method: 'GET', path: '/api/newsletter/unsubscribe', access: 'public' },
];
