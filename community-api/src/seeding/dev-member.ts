import { DEFAULT_LOCALE, type Role } from '@starshelf/contract';
import type { Pool } from 'pg';

import { hashPassword } from '../lib/password.js';

export interface DevMemberInput {
  email: string;
  password: string;
  role: Role;
  firstName: string;
}

/**
 * A verified development account with this role, created once by email. An existing account is
 * left as it is (a password changed since is not overwritten). Only for NODE_ENV !== production:
 * the caller checks.
 */
export async function ensureDevMember(pool: Pool, input: DevMemberInput): Promise<{ isCreated: boolean }> {
  const email = input.email.trim().toLowerCase();
  const existing = await pool.query('select 1 from community.users where lower(email) = $1', [email]);
  if ((existing.rowCount ?? 0) > 0) return { isCreated: false };
  const passwordHash = await hashPassword(input.password);
  const inserted = await pool.query(
    `insert into community.users (email, password_hash, role, first_name, locale, email_verified_at)
     values ($1, $2, $3, $4, $5, now())
     on conflict do nothing`,
    [email, passwordHash, input.role, input.firstName, DEFAULT_LOCALE],
  );
  return { isCreated: (inserted.rowCount ?? 0) > 0 };
}
