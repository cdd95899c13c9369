import { hash, verify } from '@node-rs/argon2';

/** OWASP's minimum for argon2id: 19 MiB memory, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the library exports it as a const enum, which isolatedModules cannot inline.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, never a 500 that tells the caller something.
    return false;
  }
}

// Computed once, lazily: the hash an unknown email is checked against, so both paths cost the same.
let dummyHash: Promise<string> | undefined;

/** Spends the time of a real verification when there is no account, so timing does not enumerate. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('starshelf-dummy-password-never-matches');
  await verifyPassword(await dummyHash, password);
  return false;
}
