// A throw-away member of the database bench:scale measures, signed in, as a browser sends it:
// an administrator for the analytics dashboard and the owner of the import. Erasing it at the end
// takes its imports, ratings and list with it (foreign keys cascade).
import { randomBytes } from 'node:crypto';
import type { Role } from '@starshelf/contract';
import { createDatabase, createPool, loadConfig, sessionService, userRepository } from '@starshelf/community-api/harness';

export type ScaleMember = { headers: Record<string, string>; close: () => Promise<void> };

export async function scaleMember(databaseUrl: string, role: Role): Promise<ScaleMember> {
  // The API runs in production mode (config.ts childEnv): the same cookie name and site address.
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, SMTP_HOST: '127.0.0.1' });
  const pool = createPool(databaseUrl);
  try {
    const member = await userRepository(createDatabase(pool)).insert({
      email: `scale-bench-${randomBytes(4).toString('hex')}@example.org`,
      passwordHash: 'not-a-login',
      firstName: 'Scale',
      lastName: 'Bench',
      locale: 'en',
      role,
      emailVerifiedAt: new Date(),
    });
    if (!member) throw new Error('bench:scale: member not created');
    const session = await sessionService(createDatabase(pool), config.session, () => new Date()).create(member.id);
    return {
      headers: { Cookie: `${config.session.cookieName}=${session.token}`, Origin: config.publicUrl },
      close: async () => {
        const eraser = createPool(databaseUrl);
        await eraser.query('delete from community.users where id = $1', [member.id]).finally(() => eraser.end());
      },
    };
  } finally {
    await pool.end();
  }
}
