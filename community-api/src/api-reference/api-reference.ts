// The API reference (docs/api-reference.md), written from the OpenAPI document that GET /api/docs
// serves: every path and method with its summary, access rule, parameters, request body, answer
// and failure codes. `npm run build -w @starshelf/community-api` rewrites it (write-api-reference.ts);
// test/api-reference.test.ts fails when the committed file differs from what this writes.
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createPool } from '../db/pool.js';
import { buildOpenApiDocument } from '../http/openapi.js';
import { createMailDispatcher } from '../mail/mail-dispatcher.js';
import { createLogger } from '../lib/logger.js';
import { createMailer } from '../lib/mailer.js';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  format?: string;
  $ref?: string;
  additionalProperties?: boolean | Schema;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Content = Record<string, { schema?: Schema }>;
type Operation = {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Content };
  responses: Record<string, { description?: string; content?: Content }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const METHOD_ORDER = ['get', 'head', 'post', 'put', 'patch', 'delete'];

/** A short name for a schema: its type, its enum values, or `{ a, b? }` for an object's fields. */
function describe(schema: Schema | undefined, depth = 0): string {
  if (!schema) return 'any';
  if (schema.$ref) return schema.$ref.split('/').pop() ?? schema.$ref;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((variant) => describe(variant, depth)).join(' \\| ');
  if (schema.allOf) return schema.allOf.map((part) => describe(part, depth)).join(' & ');
  if (schema.enum) return schema.enum.map((value) => `\`${String(value)}\``).join(', ');
  const nullable = schema.nullable ? ' or null' : '';
  if (schema.type === 'array') return `array of ${describe(schema.items, depth)}${nullable}`;
  if (schema.properties) {
    if (depth > 0) return `object${nullable}`;
    const required = new Set(schema.required ?? []);
    const fields = Object.keys(schema.properties).map((name) => `${name}${required.has(name) ? '' : '?'}`);
    return `{ ${fields.join(', ')} }${nullable}`;
  }
  if (schema.additionalProperties) return `map${nullable}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  return `${type}${schema.format ? ` (${schema.format})` : ''}${nullable}`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function parametersOf(operation: Operation, where: string): string {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === where);
  return parameters.map((parameter) => `\`${parameter.name}\`${parameter.required ? '' : '?'}`).join(', ');
}

function bodyOf(operation: Operation): string {
  const content = operation.requestBody?.content;
  if (!content) return '';
  return Object.entries(content)
    .map(([type, { schema }]) => `${type === 'application/json' ? '' : `${type} `}${describe(schema)}`)
    .join('; ');
}

/** The success answer: the fields of the envelope's `data`, or the media type sent instead. */
function answerOf(operation: Operation): string {
  const [status, success] = Object.entries(operation.responses).find(([code]) => code.startsWith('2') || code.startsWith('3')) ?? [];
  if (!status || !success) return '';
  const [type, media] = Object.entries(success.content ?? {})[0] ?? [];
  if (!type) return `${status}, no body`;
  const data = media?.schema?.properties?.data;
  if (type === 'application/json' && data) return `${status} ${describe(data)}`;
  return `${status} ${type}`;
}

/** Each failure status with what it means (its error codes where the route names them), and a move a route declares. */
const failuresOf = (operation: Operation) =>
  Object.entries(operation.responses)
    .filter(([code]) => /^[45]/.test(code) || code === '301')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, { description }]) => `${code} ${description ?? ''}`.trim())
    .join('<br>');

/** The reference as markdown: one section per first path segment, one table row per operation. */
export function renderApiReference(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths)
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
    .sort((a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
  const groups = new Map<string, typeof operations>();
  for (const row of operations) {
    const group = row.path.split('/')[2] ?? '';
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  const lines = [
    '# API reference',
    '',
    '<!-- Generated by community-api/src/api-reference/write-api-reference.ts from the OpenAPI document of GET /api/docs. Do not edit: `npm run build -w @starshelf/community-api` rewrites it. -->',
    '',
    'Every call of `/api`, generated from the same zod schemas that validate the requests. The conventions',
    '(envelope, status codes, languages, paging, CSRF) are in [api.md](api.md). In the tables: `name?` is',
    'optional; the answer is the success status and the fields of the envelope\'s `data` (or the media type',
    'sent instead); failures answer the error envelope with one of the codes of [api.md](api.md#conventions),',
    'and a 301 among them sends the caller on to the address in `Location`.',
    '',
    `${operations.length} operations.`,
  ];
  for (const [group, rows] of groups) {
    lines.push('', `## /api/${group}`, '', '| method and path | summary | access | path | query | body | answer | failures |', '|---|---|---|---|---|---|---|---|');
    for (const { path, method, operation } of rows) {
      const access = (operation.description ?? '').replace(/^Access: /, '');
      const columns = [
        `${method.toUpperCase()} \`${path}\``,
        operation.summary ?? '',
        access,
        parametersOf(operation, 'path'),
        parametersOf(operation, 'query'),
        bodyOf(operation),
        answerOf(operation),
        failuresOf(operation),
      ];
      lines.push(`| ${columns.map(cell).join(' | ')} |`);
    }
  }
  const schemas = Object.entries(document.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (schemas.length > 0) {
    lines.push('', '## Named schemas', '', 'The answers above that are named by a schema, with their fields.', '', '| schema | fields |', '|---|---|');
    for (const [name, schema] of schemas) lines.push(`| ${name} | ${cell(describe(schema))} |`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The OpenAPI document of the app's declared routes, without a running database or Redis: the pool
 * connects lazily and no request is made, so only the route table is read.
 */
export async function openApiDocumentOfRoutes(): Promise<OpenApiDocument> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'postgres://reference@127.0.0.1:1/reference',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SMTP_HOST: '127.0.0.1',
  });
  const logger = createLogger(config);
  const pool = createPool(config.databaseUrl);
  try {
    const mail = createMailDispatcher({ mailer: createMailer(config), logger, redis: undefined, redisPrefix: config.redisPrefix });
    const app = createApp({ config, logger, pool, redis: undefined, mail });
    return buildOpenApiDocument(app.routes, config.publicUrl) as unknown as OpenApiDocument;
  } finally {
    await pool.end();
  }
}
