// The community API started in-process on a seeded database, with a throw-away signed-in member:
// what bench:chat, bench:chat-eval and bench:import all drive over HTTP.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { bootCatalogue, buildCmsConfig, closeCatalogue, migrateCatalogue } from '@starshelf/cms/payload';
import type { Role } from '@starshelf/contract';
import { createApp, createDatabase, createMailDispatcher, createMailer, createPool, loadConfig, runMigrations, sessionService, userRepository, type Pool } from '@starshelf/community-api/harness';

export type BenchApi = {
  pool: Pool;
  /** http://127.0.0.1:<port> of the API. */
  base: string;
  /** The member's session cookie and the site's Origin, as a browser sends them. */
  headers: Record<string, string>;
  publicUrl: string;
  memberId: string;
  /** Erases the member (its rows go by cascade) and stops everything. */
  close: () => Promise<void>;
};

type Options = {
  databaseUrl: string;
  /** Names the member's address and the temporary media folder. */
  label: string;
  role: Role;
  /** More configuration, e.g. a chat quota. */
  env?: Record<string, string>;
  /** Migrate both schemas first (a copy made before the latest migrations). */
  isMigrating?: boolean;
};

export async function startBenchApi(options: Options): Promise<BenchApi> {
  const { databaseUrl } = options;
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), `starshelf-${options.label}-bench-`));
  const catalogue = await bootCatalogue(buildCmsConfig({ databaseUrl, secret: 'bench-only-secret-0123456789', mediaDir }));
  if (options.isMigrating) await migrateCatalogue(catalogue);
  // Production refuses to start without SMTP; the bench sends no mail, so any host will do.
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', OPENAI_API_KEY: '', SMTP_HOST: '127.0.0.1', ...options.env });
  const logger = pino({ level: 'warn' });
  const pool = createPool(databaseUrl);
  if (options.isMigrating) await runMigrations(pool);
  const mailer = createMailer(config);
  const mail = createMailDispatcher({ mailer, logger, redis: undefined, redisPrefix: config.redisPrefix });
  const server = createApp({ config, logger, pool, mail, chatModel: null }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));

  const member = await userRepository(createDatabase(pool)).insert({
    email: `${options.label}-bench-${randomBytes(4).toString('hex')}@example.org`,
    passwordHash: 'not-a-login',
    firstName: 'Bench',
    lastName: 'Member',
    locale: 'en',
    role: options.role,
    emailVerifiedAt: new Date(),
  });
  if (!member) throw new Error('bench member not created');
  const session = await sessionService(createDatabase(pool), config.session, () => new Date()).create(member.id);

  return {
    pool,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    headers: { Cookie: `${config.session.cookieName}=${session.token}`, Origin: config.publicUrl },
    publicUrl: config.publicUrl,
    memberId: member.id,
    close: async () => {
      await pool.query('delete from community.users where id = $1', [member.id]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mail.close();
      mailer.close();
      await pool.end();
      await closeCatalogue();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
