import { Router } from 'express';
import { ok } from '@starshelf/contract';
import { currentUser } from '../../http/request-context.js';
import { validate } from '../../http/validate.js';
import { adminUserIdSchema, adminUserPatchSchema, adminUsersQuerySchema, type AdminUserPatch, type AdminUsersQuery } from './schemas.js';
import type { AdminUserService } from './service.js';

// Both rows are SUPER_USER in the permission table, so a user is always present.
export function adminUserRoutes(service: AdminUserService): Router {
  const router = Router();

  router.get('/admin/users', validate({ query: adminUsersQuerySchema }), async (req, res) => {
    res.json(ok(await service.list(req.query as unknown as AdminUsersQuery)));
  });

  router.patch('/admin/users/:id', validate({ params: adminUserIdSchema, body: adminUserPatchSchema }), async (req, res) => {
    const { id } = req.params as { id: string };
    res.json(ok(await service.update(currentUser(req)!, id, req.body as AdminUserPatch)));
  });

  return router;
}
