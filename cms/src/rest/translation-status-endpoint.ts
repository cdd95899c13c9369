import type { Endpoint, PayloadRequest } from 'payload';

import { isEditorRequest } from '../access/is-editor.js';
import { payloadPool } from '../database/payload-adapter.js';
import { readTranslationStatus } from '../translation-status/read-translation-status.js';
import { parseTranslationStatusQuery } from '../translation-status/translation-status-query.js';

const NO_STORE = { 'cache-control': 'no-store' };

/** Payload's error shape (`{ errors: [{ message }] }`), as the other /cms/api calls answer. */
const refusal = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: NO_STORE });

/**
 * Editors only: nobody signed in is 401, an account that is not an editor 403, with Payload's own
 * messages. Answered, not thrown: a refused caller is no server error with a stack in the log.
 */
export function refusalOfNonEditors(req: Pick<PayloadRequest, 'user' | 't'>): Response | undefined {
  if (!req.user) return refusal(401, req.t('error:unauthorized'));
  if (!isEditorRequest(req)) return refusal(403, req.t('error:notAllowedToPerformAction'));
  return undefined;
}

/**
 * GET /cms/api/translation-status?collection=&locale=&page=&limit= (docs/api.md "Catalogue care"):
 * the documents whose localized fields fall back to another language in that locale.
 */
export const translationStatusEndpoint: Endpoint = {
  path: '/translation-status',
  method: 'get',
  handler: async (req) => {
    const refused = refusalOfNonEditors(req);
    if (refused) return refused;
    const parsed = parseTranslationStatusQuery(req.searchParams);
    if ('problem' in parsed) return refusal(400, parsed.problem);
    const pool = payloadPool(req.payload);
    if (!pool) throw new Error('the translation status needs the postgres adapter\'s pool');
    const status = await readTranslationStatus(pool, parsed.query);
    return Response.json(status, { headers: NO_STORE });
  },
};
