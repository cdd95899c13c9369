import { z } from 'zod';
import { importAcceptedSchema, importIdSchema, importReportSchema, IMPORT_FILE_FIELD, ok, type ImportSource } from '@starshelf/contract';
import { AppError } from '../../http/app-error.js';
import { rateLimit, userKey, type RateLimiters } from '../../http/rate-limit.js';
import { route, type Route } from '../../http/route.js';
import type { ImportRunner } from './import-runner.js';
import type { Clock } from '../../lib/clock.js';
import type { ParseResult } from './export-file.js';
import { parseGoodreadsExport } from './goodreads-csv.js';
import type { ImportRepository } from './repository.js';
import { parseStoryGraphExport } from './storygraph-csv.js';
import { readUploadedFile, refuseLargeUpload, rejectFile } from './upload.js';

/** The upload path of each service's export, relative to /api. */
export const IMPORT_UPLOAD_PATHS = { goodreads: '/imports/goodreads', storygraph: '/imports/storygraph' } as const satisfies Record<ImportSource, string>;
/** The API's only multipart calls: the CSRF check lets multipart through on exactly these. */
export const UPLOAD_PATHS: readonly string[] = Object.values(IMPORT_UPLOAD_PATHS);

const UPLOADS: Record<ImportSource, { name: string; parse: (bytes: Buffer, today: string) => Promise<ParseResult> }> = {
  goodreads: { name: 'a Goodreads library export', parse: parseGoodreadsExport },
  storygraph: { name: 'a StoryGraph export', parse: parseStoryGraphExport },
};

type Deps = { imports: ImportRepository; runner: ImportRunner; limiters: RateLimiters; clock: Clock };

function uploadRoute(source: ImportSource, { imports, runner, limiters, clock }: Deps): Route {
  const { name, parse } = UPLOADS[source];
  return route({
    access: 'signed-in',
    method: 'POST',
    path: IMPORT_UPLOAD_PATHS[source],
    summary: `Import ${name} (multipart, field \`file\`, at most 10 MB); the rows are applied by a job`,
    upload: { field: IMPORT_FILE_FIELD, description: `${name[0]!.toUpperCase()}${name.slice(1)} (CSV, UTF-8)` },
    response: importAcceptedSchema,
    status: 202,
    errors: [
      [400, `Not ${name}, or not UTF-8 text (details: [{ path: file, message: <rejection> }])`],
      [413, 'The file is larger than 10 MB'],
      [429, 'Too many imports'],
    ],
    // The size first: an oversized body is refused before the rate limit or anything reads it. One
    // count for both services: an import is an import.
    before: [refuseLargeUpload, rateLimit(limiters, [['importUser', userKey]])],
    handler: async ({ user }, req, res) => {
      const file = await readUploadedFile(req, res);
      const parsed = await parse(file.bytes, clock().toISOString().slice(0, 10));
      if (!parsed.ok) throw rejectFile(parsed.rejection);
      const id = await imports.create(user.id, source, file.fileName, parsed.value);
      await runner.start(id);
      res.status(202).json(ok({ id }));
    },
  });
}

export function importRoutes(deps: Deps): Route[] {
  return [
    uploadRoute('goodreads', deps),
    uploadRoute('storygraph', deps),

    route({
      access: 'signed-in',
      method: 'GET',
      path: '/imports/:id',
      summary: "An import's progress and report (only its owner's)",
      params: z.object({ id: importIdSchema }),
      response: importReportSchema,
      errors: [[404, 'No such import of this member']],
      handler: async ({ params: { id }, user }, _req, res) => {
        const report = await deps.imports.reportFor(user.id, id);
        if (!report) throw new AppError('NOT_FOUND', 404, 'Import not found');
        res.json(ok(report));
      },
    }),
  ];
}
