import type { CollectionConfig } from 'payload';

import { hashForUnknownAddresses } from './unknown-address-hash.js';

type SignInSettings = { publicUrl: string | undefined; isProduction: boolean };

/**
 * Whether the session cookie is Secure: when the site is served over https, and in production
 * when no public address says otherwise. An http PUBLIC_URL (development, a first look on a
 * machine without TLS) keeps it plain: a browser would never send a Secure cookie back there and
 * the admin could not sign in.
 */
export function isSecureCookie({ publicUrl, isProduction }: SignInSettings): boolean {
  if (publicUrl) return new URL(publicUrl).protocol === 'https:';
  return isProduction;
}

/**
 * The origins whose cookie-carrying requests Payload accepts (its `csrf` list): the public address
 * alone. A request with another Origin, or a cross-site one without, is served as anonymous.
 */
export function csrfOrigins(publicUrl: string | undefined): string[] {
  return publicUrl ? [new URL(publicUrl).origin] : [];
}

/**
 * The editors' sign-in: session cookies Secure where the site is https and SameSite=Lax; no
 * account lockout (maxLoginAttempts 0: it let anyone lock the editor out; attempts are limited per
 * client instead, guard-sign-in.ts); an unknown address costs the same password hash as a known one.
 */
export function withEditorSignIn(collection: CollectionConfig, settings: SignInSettings): CollectionConfig {
  const auth = collection.auth === true || !collection.auth ? {} : collection.auth;
  const hooks = collection.hooks ?? {};
  return {
    ...collection,
    auth: {
      ...auth,
      maxLoginAttempts: 0,
      cookies: { ...auth.cookies, secure: isSecureCookie(settings), sameSite: 'Lax' },
    },
    hooks: { ...hooks, beforeOperation: [...(hooks.beforeOperation ?? []), hashForUnknownAddresses()] },
  };
}
