import { Forbidden, type Endpoint, type PayloadRequest, UnauthorizedError } from 'payload';

import { isEditorRequest } from '../access/is-editor.js';
import { payloadPool } from '../database/payload-adapter.js';
import { readTranslationStatus } from '../translation-status/read-translation-status.js';
import { parseTranslationStatusQuery } from '../translation-status/translation-status-query.js';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * Editors only: nobody signed in is 401, an account that is not an editor 403, in Payload's own
 * error shape (`{ errors: [{ message }] }`), as the other /cms/api calls answer.
 */
export function refuseNonEditors(req: Pick<PayloadRequest, 'user' | 't'>): void {
  if (!req.user) throw new UnauthorizedError(req.t);
  if (!isEditorRequest(req)) throw new Forbidden(req.t);
}

/**
 * GET /cms/api/translation-status?collection=&locale=&page=&limit= (docs/api.md "Catalogue care"):
 * the documents whose localized fields fall back to another language in that locale.
 */
export const translationStatusEndpoint: Endpoint = {
  path: '/translation-status',
  method: 'get',
  handler: async (req) => {
    refuseNonEditors(req);
    const parsed = parseTranslationStatusQuery(req.searchParams);
    // Answered, not thrown: a caller's mistake is no server error for Payload's log.
    if ('problem' in parsed) return Response.json({ errors: [{ message: parsed.problem }] }, { status: 400, headers: NO_STORE });
    const pool = payloadPool(req.payload);
    if (!pool) throw new Error('the translation status needs the postgres adapter\'s pool');
    const status = await readTranslationStatus(pool, parsed.query);
    return Response.json(status, { headers: NO_STORE });
  },
};
