import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) as URL-safe text: session ids and verification tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked table cannot be replayed as cookies or links. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
