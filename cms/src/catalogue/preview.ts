import { createHmac, timingSafeEqual } from 'node:crypto';

import { LOCALES, PREVIEW_LINK_TTL_MS, type Locale } from '@starshelf/contract';

import type { CuratedTable } from './public-sql.js';
import { cataloguePayload } from './runtime.js';

/** What a preview link lets its holder see: the latest draft of one document, in one language. */
export type PreviewGrant = { collection: CuratedTable; id: number; locale: Locale; expiresAt: number };

const CURATED: readonly string[] = ['books', 'authors', 'series', 'genres', 'awards'];

/** The signing key: derived from the server's secret (PAYLOAD_SECRET), used for nothing else. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('starshelf preview links').digest();

const signatureOf = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/**
 * A short-lived signed token for the preview of `collection`'s document `id` in `locale` (decision
 * 123): `<collection>.<id>.<locale>.<expiry ms>.<HMAC-SHA256>`. Only a server with the secret makes
 * or checks one; it names nothing secret.
 */
export function signPreviewToken(secret: string, grant: Omit<PreviewGrant, 'expiresAt'>, now: number = Date.now()): string {
  const payload = `${grant.collection}.${grant.id}.${grant.locale}.${now + PREVIEW_LINK_TTL_MS}`;
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The grant of a token this server signed and that has not expired, or null. */
export function verifyPreviewToken(secret: string, token: string, now: number = Date.now()): PreviewGrant | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [collection = '', id = '', locale = '', expiry = '', signature = ''] = parts;
  const expected = Buffer.from(signatureOf(secret, `${collection}.${id}.${locale}.${expiry}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = Number(expiry);
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) return null;
  if (!CURATED.includes(collection) || !(LOCALES as readonly string[]).includes(locale) || !/^[1-9]\d{0,9}$/.test(id)) return null;
  return { collection: collection as CuratedTable, id: Number(id), locale: locale as Locale, expiresAt };
}

/**
 * The latest version of a document, draft or published, in `locale` (with the usual fallback), as
 * Payload holds it: for the preview only, after its token was checked.
 */
export async function readLatestDraft(collection: CuratedTable, id: number, locale: Locale): Promise<Record<string, unknown> | null> {
  const payload = await cataloguePayload();
  try {
    const doc = await payload.findByID({ collection, id, locale, draft: true, depth: 1, overrideAccess: true });
    return doc as unknown as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** `verifyPreviewToken` with the secret of this process's Payload (booted by the first preview asked for). */
export async function checkPreviewToken(token: string, now: number = Date.now()): Promise<PreviewGrant | null> {
  const payload = await cataloguePayload();
  return verifyPreviewToken(payload.config.secret, token, now);
}
