import { handleEndpoints, type Payload } from 'payload';

/**
 * One request to the CMS's REST API (`/api/...`, the path without Next's `/cms` base) answered in
 * this process by Payload's own routing, as the admin's Next route answers it: for the tests of
 * the calls editors make (the merges, decision 122) next to the community's rows.
 */
export function handleCmsRestRequest(payload: Payload, request: Request): Promise<Response> {
  return handleEndpoints({ config: payload.config, request });
}
