import { pbkdf2, randomBytes } from 'node:crypto';

import type { CollectionBeforeOperationHook } from 'payload';

/** Payload's password hash (generatePasswordSaltHash in payload/dist/auth/strategies/local). */
const PAYLOAD_HASH_ITERATIONS = 600_000;
const PAYLOAD_HASH_KEY_LENGTH = 32;

/** The work Payload does to check a password against a stored hash, on a salt that matches nothing. */
export function spendPasswordHash(password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    pbkdf2(password, randomBytes(32).toString('hex'), PAYLOAD_HASH_ITERATIONS, PAYLOAD_HASH_KEY_LENGTH, 'sha256', (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

type LoginArgs = { data?: { email?: unknown; password?: unknown }; req: { payload: { db: { findOne: (args: object) => Promise<unknown> } } } };

/**
 * Payload answers a login for an unknown address as soon as the lookup finds nothing, and hashes
 * the password only for a known one: the answer's time told the two apart. For an address no
 * editor has, the same hash is spent first; Payload then refuses with its usual answer.
 */
export function hashForUnknownAddresses(spendHash: (password: string) => Promise<void> = spendPasswordHash): CollectionBeforeOperationHook {
  return async ({ args, operation, collection }) => {
    if (operation !== 'login') return args;
    const { data, req } = args as LoginArgs;
    const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : '';
    const password = typeof data?.password === 'string' ? data.password : '';
    const editor = email === '' ? null : await req.payload.db.findOne({ collection: collection.slug, req, where: { email: { equals: email } } });
    if (!editor) await spendHash(password);
    return args;
  };
}
