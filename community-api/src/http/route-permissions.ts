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
];
