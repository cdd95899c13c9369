import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@starshelf/contract';
import { createDatabase } from '../../src/db/database.js';
import { users, type UserRow } from '../../src/db/schema.js';
import { sessionService } from '../../src/modules/auth/session-service.js';
import { userRepository } from '../../src/modules/auth/user-repository.js';
import { hashPassword } from '../../src/lib/password.js';
import type { TestAgent, TestApp } from './test-app.js';

export const GOOD_PASSWORD = 'Correct-Horse-42';

export const uniqueEmail = (label = 'member') => `${label}-${randomBytes(4).toString('hex')}@example.org`;

type MemberOptions = { email?: string; password?: string; role?: Role; isVerified?: boolean; isDisabled?: boolean; locale?: 'en' | 'de' | 'it' };

/** Writes a member straight into the database (the registration flow has its own tests). */
export async function createMember(app: TestApp, options: MemberOptions = {}): Promise<UserRow & { password: string }> {
  const password = options.password ?? GOOD_PASSWORD;
  const db = createDatabase(app.pool);
  const user = await userRepository(db).insert({
    email: options.email ?? uniqueEmail(),
    passwordHash: await hashPassword(password),
    firstName: 'Test',
    lastName: 'Member',
    locale: options.locale ?? 'en',
    role: options.role ?? 'NORMAL_USER',
    emailVerifiedAt: options.isVerified === false ? null : new Date(),
  });
  if (!user) throw new Error('member not created');
  if (options.isDisabled) await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
  return { ...user, password };
}

/** A client holding a real session for a fresh member of `role`. */
export async function signedInAgent(app: TestApp, role: Role = 'NORMAL_USER'): Promise<{ agent: TestAgent; user: UserRow }> {
  const user = await createMember(app, { role });
  const session = await sessionService(createDatabase(app.pool), app.config.session, () => new Date()).create(user.id);
  const agent = app.agent().set('Cookie', `${app.config.session.cookieName}=${session.token}`);
  return { agent, user };
}

/** The session cookie value a response set, if any. */
export function sessionCookieFrom(setCookie: string[] | string | undefined, name = 'sid'): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const cookie of list) {
    const [pair] = cookie.split(';');
    const [key, value] = (pair ?? '').split('=');
    if (key === name) return value;
  }
  return undefined;
}
