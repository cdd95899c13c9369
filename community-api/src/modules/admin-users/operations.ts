import { errorEnvelopeSchema, pagedSchema, successEnvelope } from '@starshelf/contract';
import type { Operation } from '../../http/openapi.js';
import { adminUserPatchSchema, adminUserSchema, adminUsersQuerySchema } from './schemas.js';

const error = (status: number, description: string) => ({ status, description, schema: errorEnvelopeSchema });

/** OpenAPI entries of the member administration, merged into http/openapi.ts. */
export const ADMIN_USER_OPERATIONS: Record<string, Operation> = {
  'GET /api/admin/users': {
    summary: 'Search and page through members',
    query: adminUsersQuerySchema,
    answers: [{ status: 200, description: 'Paged members', schema: successEnvelope(pagedSchema(adminUserSchema)) }, error(400, 'Invalid query'), error(403, 'Not SUPER_USER')],
  },
  'PATCH /api/admin/users/:id': {
    summary: "Change a member's role or disable/enable them (their sessions end)",
    body: adminUserPatchSchema,
    answers: [{ status: 200, description: 'Member', schema: successEnvelope(adminUserSchema) }, error(404, 'Unknown member'), error(409, 'Self-demotion or self-disable')],
  },
};
