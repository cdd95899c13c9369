import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';

import { Editors } from '../../../../collections/Editors.js';
import { refuseMalformedQueries } from '../../../../rest/guard-rest-query.js';
import { guardSignIn } from '../../../../sign-in/guard-sign-in.js';
import { signInGuardFromEnv } from '../../../../sign-in/sign-in-from-env.js';

// Every REST call's query string is checked before Payload reads it; the editors' login and
// forgot-password are rate limited per client and address.
export const GET = refuseMalformedQueries(REST_GET(config));
export const POST = refuseMalformedQueries(guardSignIn(REST_POST(config), signInGuardFromEnv(Editors.slug)));
export const DELETE = refuseMalformedQueries(REST_DELETE(config));
export const PATCH = refuseMalformedQueries(REST_PATCH(config));
export const PUT = refuseMalformedQueries(REST_PUT(config));
export const OPTIONS = REST_OPTIONS(config);
