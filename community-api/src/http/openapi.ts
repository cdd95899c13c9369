import { OpenAPIRegistry, OpenApiGeneratorV3, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { errorEnvelopeSchema, successEnvelope } from '@starshelf/contract';
import type { HttpMethod, RequestSchema, Route } from './route.js';

const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

// Built per document, so a schema that moves with the calendar is described as it is today.
const schemaOf = (schema: RequestSchema | undefined, now: Date) => (typeof schema === 'function' ? schema(now) : schema);

const asObject = (schema: z.ZodType | undefined) => (schema instanceof z.ZodObject ? schema : undefined);

/** The failures every route implies by its schemas and access rule, then its own. */
function failuresOf(route: Route): Array<readonly [number, string]> {
  const implied: Array<readonly [number, string]> = [];
  if (route.params || route.query || route.body) implied.push([400, 'Invalid input']);
  if (route.access !== 'public') implied.push([401, 'Anonymous']);
  if (route.access !== 'public' && route.access !== 'signed-in') implied.push([403, `Not ${route.access}`]);
  const own = route.errors ?? [];
  return [...implied.filter(([status]) => !own.some(([given]) => given === status)), ...own];
}

// A file part is a binary string in OpenAPI 3.0; zod has no type for it.
const uploadSchema = (upload: NonNullable<Route['upload']>) => ({
  type: 'object' as const,
  required: [upload.field],
  properties: { [upload.field]: { type: 'string' as const, format: 'binary', description: upload.description } },
});

function operationOf(route: Route, now: Date): RouteConfig {
  const status = route.status ?? 200;
  const body = schemaOf(route.body, now);
  const params = asObject(schemaOf(route.params, now));
  const query = asObject(schemaOf(route.query, now));
  return {
    method: route.method.toLowerCase() as Lowercase<HttpMethod>,
    path: openApiPath(route.path),
    summary: route.summary,
    description: `Access: ${route.access}`,
    security: route.access === 'public' ? [] : [{ session: [] }],
    request: {
      ...(params ? { params } : {}),
      ...(query ? { query } : {}),
      ...(body ? { body: { content: { 'application/json': { schema: body } } } } : {}),
      ...(route.upload ? { body: { required: true, content: { 'multipart/form-data': { schema: uploadSchema(route.upload) } } } } : {}),
    },
    responses: {
      [status]: successOf(route),
      ...(route.moved ? { 301: { description: route.moved, headers: { Location: { description: 'The current address', schema: { type: 'string' as const } } } } } : {}),
      ...Object.fromEntries(
        failuresOf(route).map(([code, description]) => [code, { description, content: { 'application/json': { schema: errorEnvelopeSchema } } }]),
      ),
    },
  };
}

// The success answer: the envelope around the declared `data`, or what an answer without one sends.
function successOf(route: Route) {
  const description = route.summary;
  if (route.response) return { description, content: { 'application/json': { schema: successEnvelope(route.response) } } };
  const disposition = { description: 'attachment; filename="..."', schema: { type: 'string' as const } };
  if (route.download) {
    return { description, headers: { 'Content-Disposition': disposition }, content: { 'application/json': { schema: route.download } } };
  }
  switch (route.answers) {
    case 'event-stream':
      return { description, content: { 'text/event-stream': { schema: z.string() } } };
    case 'csv-download':
      return { description, headers: { 'Content-Disposition': disposition }, content: { 'text/csv': { schema: z.string() } } };
    case 'openapi-document':
      return { description, content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } };
    case 'redirect':
      return { description, headers: { Location: { description: 'Where the browser goes next', schema: { type: 'string' as const } } } };
    default:
      return { description };
  }
}

/** The OpenAPI description of the declared routes, from the same zod schemas that validate requests. */
export function buildOpenApiDocument(routes: readonly Route[], publicUrl: string) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: 'sid' });
  const now = new Date();
  for (const route of routes) registry.registerPath(operationOf(route, now));
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: { title: 'Starshelf community API', version: '0.1.0', description: 'The /api contract (docs/api.md).' },
    servers: [{ url: publicUrl }],
  });
}
