import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { errorEnvelopeSchema, loginSchema, pageQuerySchema, pagedSchema, registerSchema, successEnvelope } from '@starshelf/contract';
import { registeredSchema, resendVerificationSchema, verifyEmailSchema } from '../modules/auth/schemas.js';
import { userDtoSchema } from '../modules/auth/user-dto.js';
import { profilePatchSchema, profileSchema } from '../modules/profile/schemas.js';
import { CATALOGUE_OPERATIONS } from '../modules/catalogue/catalogue-operations.js';
import { ADMIN_USER_OPERATIONS } from '../modules/admin-users/operations.js';
import { ANALYTICS_OPERATIONS } from '../modules/analytics/operations.js';
import { NEWSLETTER_OPERATIONS } from '../modules/newsletter/operations.js';
import { CHAT_OPERATIONS } from '../modules/chat/operations.js';
import { ROUTE_PERMISSIONS, type HttpMethod } from './route-permissions.js';

type Answer = { status: number; description: string; schema?: z.ZodType };
export type Operation = { summary: string; body?: z.ZodType; query?: z.ZodObject; answers: Answer[] };

const ERROR = (status: number, description: string): Answer => ({ status, description, schema: errorEnvelopeSchema });

// One entry per route; each must also have a row in the permission table (checked by a test).
const OPERATIONS: Record<string, Operation> = {
  'GET /api/health': { summary: 'Liveness', answers: [{ status: 200, description: 'The process runs' }] },
  'GET /api/ready': { summary: 'Readiness of Postgres and Redis', answers: [{ status: 200, description: 'Ready' }, ERROR(503, 'A dependency is down')] },
  'GET /api/docs': { summary: 'This OpenAPI description', answers: [{ status: 200, description: 'OpenAPI 3 document' }] },
  'GET /api/auth/user': { summary: 'The signed-in member', answers: [{ status: 200, description: 'User', schema: successEnvelope(userDtoSchema) }, ERROR(401, 'Anonymous')] },
  'POST /api/auth/register': {
    summary: 'Register; the same answer whether or not the email is known',
    body: registerSchema,
    answers: [{ status: 201, description: 'Verification mail queued', schema: successEnvelope(registeredSchema) }, ERROR(400, 'Invalid input'), ERROR(429, 'Rate limited')],
  },
  'POST /api/auth/verify-email': {
    summary: 'Verify the email with the link token; signs in',
    body: verifyEmailSchema,
    answers: [{ status: 200, description: 'Signed in', schema: successEnvelope(userDtoSchema) }, ERROR(400, 'TOKEN_INVALID or TOKEN_EXPIRED'), ERROR(429, 'Rate limited')],
  },
  'POST /api/auth/resend-verification': {
    summary: 'Send a new verification link (invalidates older ones)',
    body: resendVerificationSchema,
    answers: [{ status: 202, description: 'Always accepted' }, ERROR(400, 'Invalid input'), ERROR(429, 'Rate limited')],
  },
  'POST /api/auth/login': {
    summary: 'Sign in; sets the session cookie',
    body: loginSchema,
    answers: [
      { status: 200, description: 'Signed in', schema: successEnvelope(userDtoSchema) },
      ERROR(401, 'INVALID_CREDENTIALS'),
      ERROR(403, 'EMAIL_NOT_VERIFIED'),
      ERROR(429, 'Rate limited'),
    ],
  },
  'POST /api/auth/logout': { summary: 'Sign out', answers: [{ status: 204, description: 'Signed out' }] },
  'GET /api/logout': { summary: 'Sign out and go to /', answers: [{ status: 302, description: 'Redirect to /' }] },
  'GET /api/profile': { summary: 'The member profile', answers: [{ status: 200, description: 'Profile', schema: successEnvelope(profileSchema) }, ERROR(401, 'Anonymous')] },
  'PATCH /api/profile': {
    summary: 'Update bio and names',
    body: profilePatchSchema,
    answers: [{ status: 200, description: 'Profile', schema: successEnvelope(profileSchema) }, ERROR(400, 'Invalid input'), ERROR(401, 'Anonymous')],
  },
  'GET /api/profile/reviews': {
    summary: "The member's reviews, newest first",
    query: pageQuerySchema,
    answers: [{ status: 200, description: 'Paged reviews', schema: successEnvelope(pagedSchema(z.unknown())) }, ERROR(401, 'Anonymous')],
  },
  ...CATALOGUE_OPERATIONS,
  ...CHAT_OPERATIONS,
  ...ANALYTICS_OPERATIONS,
  ...ADMIN_USER_OPERATIONS,
  ...NEWSLETTER_OPERATIONS,
};

export const DOCUMENTED_ROUTES = Object.keys(OPERATIONS);

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Generated from the same zod schemas that validate requests, so the document cannot drift from them. */
export function buildOpenApiDocument(publicUrl: string) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: 'sid' });
  for (const row of ROUTE_PERMISSIONS) {
    const operation = OPERATIONS[`${row.method} ${row.path}`];
    if (!operation) continue;
    registry.registerPath({
      method: row.method.toLowerCase() as Lowercase<HttpMethod>,
      path: openApiPath(row.path),
      summary: operation.summary,
      description: `Access: ${row.access}`,
      security: row.access === 'public' ? [] : [{ session: [] }],
      request: {
        ...(operation.query ? { query: operation.query } : {}),
        ...(operation.body ? { body: { content: { 'application/json': { schema: operation.body } } } } : {}),
      },
      responses: Object.fromEntries(
        operation.answers.map((answer) => [
          answer.status,
          answer.schema
            ? { description: answer.description, content: { 'application/json': { schema: answer.schema } } }
            : { description: answer.description },
        ]),
      ),
    });
  }
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: { title: 'Starshelf community API', version: '0.1.0', description: 'The /api contract (API.md).' },
    servers: [{ url: publicUrl }],
  });
}
