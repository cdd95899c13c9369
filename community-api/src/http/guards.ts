import type { RequestHandler } from 'express';
import { hasRole, type Role } from '@starshelf/contract';
import { AppError } from './app-error.js';
import { currentUser } from './request-context.js';
import type { Access } from './access.js';

/** 401 for an anonymous request. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!currentUser(req)) throw new AppError('UNAUTHENTICATED', 401, 'You must be logged in');
  next();
};

/** 401 when anonymous, 403 when signed in below `role` (roles ascend, docs/rules.md §6). */
export function requireRole(role: Role): RequestHandler {
  return (req, _res, next) => {
    const user = currentUser(req);
    if (!user) throw new AppError('UNAUTHENTICATED', 401, 'You must be logged in');
    if (!hasRole(user, role)) throw new AppError('FORBIDDEN', 403, 'You do not have the required permissions');
    next();
  };
}

const passThrough: RequestHandler = (_req, _res, next) => next();

export function guardFor(access: Access): RequestHandler {
  if (access === 'public') return passThrough;
  if (access === 'signed-in') return requireAuth;
  return requireRole(access);
}
