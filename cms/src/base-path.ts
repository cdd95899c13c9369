/**
 * The Next app's base path (cms/next.config.mjs): the admin and Payload's REST API live under `/cms`
 * on the shared origin while Payload's own routes stay `/admin` and `/api`, so an address for a
 * browser or a mail names the whole path (`/cms/api/...`, `/cms/admin/...`).
 */
export const CMS_BASE_PATH = '/cms';
