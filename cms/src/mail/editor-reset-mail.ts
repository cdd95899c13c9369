import type { CollectionConfig, PayloadRequest } from 'payload';

import { CMS_BASE_PATH } from '../base-path.js';

/**
 * The admin's "reset password" page for `token`, on the site's public address. Payload would build
 * it from `serverURL` (unset: the admin's requests must stay on whatever origin the browser uses)
 * or the request's Host, which behind the gateway is the CMS's internal address.
 */
export function editorResetLink(publicUrl: string, routes: { admin: string; reset: string }, token: string): string {
  const admin = routes.admin === '/' ? '' : routes.admin;
  return new URL(`${CMS_BASE_PATH}${admin}${routes.reset}/${encodeURIComponent(token)}`, publicUrl).toString();
}

/**
 * Payload's own reset mail (its words, in the editor's admin language), with the link on the
 * public address. Without a public URL the collection keeps Payload's default.
 */
export function withPublicResetLink(collection: CollectionConfig, publicUrl: string | undefined): CollectionConfig {
  if (!publicUrl || !collection.auth) return collection;
  const auth = collection.auth === true ? {} : collection.auth;
  const generateEmailHTML = (args?: { req?: PayloadRequest; token?: string }) => {
    const { req, token } = args ?? {};
    if (!req || !token) throw new Error('a reset mail needs its request and token');
    const { config } = req.payload;
    const link = editorResetLink(publicUrl, { admin: config.routes.admin, reset: config.admin.routes.reset }, token);
    return `${req.t('authentication:youAreReceivingResetPassword')}
    <a href="${link}">${link}</a>
    ${req.t('authentication:youDidNotRequestPassword')}`;
  };
  return { ...collection, auth: { ...auth, forgotPassword: { ...auth.forgotPassword, generateEmailHTML } } };
}
