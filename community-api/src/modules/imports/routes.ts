import { z } from 'zod';
import { importAcceptedSchema, importIdSchema, importReportSchema, IMPORT_FILE_FIELD, ok } from '@starshelf/contract';
import { AppError } from '../../http/app-error.js';
import { rateLimit, userKey, type RateLimiters } from '../../http/rate-limit.js';
import { route, type Route } from '../../http/route.js';
import type { ImportRunner } from '../../jobs/imports/import-runner.js';
import { parseGoodreadsExport } from './goodreads-csv.js';
import type { ImportRepository } from './repository.js';
import { readUploadedFile, refuseLargeUpload, rejectFile } from './upload.js';

/** The API's one multipart call (the CSRF check lets multipart through here only). */
export const GOODREADS_UPLOAD_PATH = '/imports/goodreads';

type Deps = { imports: ImportRepository; runner: ImportRunner; limiters: RateLimiters };

export function importRoutes({ imports, runner, limiters }: Deps): Route[] {
  return [
    route({
      access: 'signed-in',
      method: 'POST',
      path: GOODREADS_UPLOAD_PATH,
      summary: 'Import a Goodreads library export (multipart, field `file`, at most 10 MB); the rows are applied by a job',
      upload: { field: IMPORT_FILE_FIELD, description: 'The Goodreads library export (CSV)' },
      response: importAcceptedSchema,
      status: 202,
      errors: [
        [400, 'Not a Goodreads library export (details: [{ path: file, message: <rejection> }])'],
        [413, 'The file is larger than 10 MB'],
        [429, 'Too many imports'],
      ],
      // The size first: an oversized body is refused before the rate limit or anything reads it.
      before: [refuseLargeUpload, rateLimit(limiters, [['importUser', userKey]])],
      handler: async ({ user }, req, res) => {
        const file = await readUploadedFile(req, res);
        const parsed = await parseGoodreadsExport(file.bytes);
        if (!parsed.ok) throw rejectFile(parsed.rejection);
        const id = await imports.create(user.id, file.fileName, parsed.value);
        await runner.start(id);
        res.status(202).json(ok({ id }));
      },
    }),

    route({
      access: 'signed-in',
      method: 'GET',
      path: '/imports/:id',
      summary: "An import's progress and report (only its owner's)",
      params: z.object({ id: importIdSchema }),
      response: importReportSchema,
      errors: [[404, 'No such import of this member']],
      handler: async ({ params: { id }, user }, _req, res) => {
        const report = await imports.reportFor(user.id, id);
        if (!report) throw new AppError('NOT_FOUND', 404, 'Import not found');
        res.json(ok(report));
      },
    }),
  ];
}
