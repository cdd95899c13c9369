import { adminUserIdsSchema, adminUserPatchSchema, adminUserSchema, adminUsersFilterSchema, adminUsersQuerySchema, ok, pagedSchema } from '@starshelf/contract';
import { requestLog } from '../../http/request-logger.js';
import { route, type Route } from '../../http/route.js';
import { adminUserIdSchema } from './schemas.js';
import type { AdminUserService } from './service.js';

export function adminUserRoutes(service: AdminUserService): Route[] {
  return [
    route({
      method: 'GET',
      path: '/admin/users',
      access: 'SUPER_USER',
      summary: 'Search and page through members: q (name, email; review text with reviewText=true), role, status, createdAfter, createdBefore',
      query: adminUsersQuerySchema,
      response: pagedSchema(adminUserSchema),
      handler: async ({ query }, _req, res) => {
        res.json(ok(await service.list(query)));
      },
    }),

    route({
      method: 'GET',
      path: '/admin/users/ids',
      access: 'SUPER_USER',
      summary: 'The ids (at most 500, newest first) of the members a filter of GET /admin/users matches: "select all that match"',
      query: adminUsersFilterSchema,
      response: adminUserIdsSchema,
      handler: async ({ query }, _req, res) => {
        res.json(ok(await service.ids(query)));
      },
    }),

    route({
      method: 'PATCH',
      path: '/admin/users/:id',
      access: 'SUPER_USER',
      summary: "Change a member's role or disable/enable them (their sessions end)",
      params: adminUserIdSchema,
      body: adminUserPatchSchema,
      response: adminUserSchema,
      errors: [[404, 'Unknown member'], [409, 'Self-demotion or self-disable']],
      handler: async ({ params: { id }, body, user }, req, res) => {
        const { user: updated, audit } = await service.update(user, id, body);
        for (const entry of audit) {
          requestLog(req).info({ actorId: entry.actorId, targetId: id, action: entry.action, detail: entry.detail }, 'administrator changed a member');
        }
        res.json(ok(updated));
      },
    }),
  ];
}
