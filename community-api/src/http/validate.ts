import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { toFieldIssues, type FieldIssue } from '@starshelf/contract';
import { AppError } from './app-error.js';

type Location = 'params' | 'query' | 'body';
export type RequestSchemas = Partial<Record<Location, z.ZodType>>;

const LOCATIONS: readonly Location[] = ['params', 'query', 'body'];

/**
 * Validates params, query and body with zod schemas from the contract and replaces them with the
 * parsed values (defaults and coercions applied). All failures are reported together, each path
 * prefixed with where it came from (`body.title`), as one 400 VALIDATION_FAILED.
 */
export function validate(schemas: RequestSchemas): RequestHandler {
  return (req, _res, next) => {
    const issues: FieldIssue[] = [];
    for (const location of LOCATIONS) {
      const schema = schemas[location];
      if (!schema) continue;
      const result = schema.safeParse(req[location] ?? {});
      if (!result.success) {
        for (const issue of toFieldIssues(result.error)) {
          issues.push({ ...issue, path: issue.path ? `${location}.${issue.path}` : location });
        }
        continue;
      }
      // Express 5 exposes `req.query` through a getter, so it cannot simply be assigned.
      Object.defineProperty(req, location, { value: result.data, writable: true, enumerable: true, configurable: true });
    }
    if (issues.length > 0) throw new AppError('VALIDATION_FAILED', 400, 'Invalid input', issues);
    next();
  };
}
