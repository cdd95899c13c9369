// `npm start`: one command from a fresh checkout to the whole site on one origin.
// Order matters: database, then migrations (once, alone: two migrating processes race), then
// the services, then the gateway; shutdown runs the other way round.
// Runs under the `starshelf-source` export condition (root package.json): the workspaces it imports
// resolve to their TypeScript sources, so a checkout where nothing is built yet starts (decision 102).
// Started as `node --import tsx`, not through tsx's binary: that wrapper SIGKILLs its child when the
// child does not confirm a Ctrl-C within 30 ms, which a busy machine misses, orphaning the services.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { close, createGateway, listen } from '@starshelf/gateway';
import { buildWorkspaces, workspaceBuilds } from './lib/build.js';
import { type Config, inheritedEnv, loadConfig } from './lib/config.js';
import { editorPasswordFor } from './lib/editor-password.js';
import { bold, createLogger, green, setColor } from './lib/log.js';
import { assertPortsFree } from './lib/ports.js';
import { resolvePayloadSecret } from './lib/payload-secret.js';
import { startEmbeddedPostgres } from './lib/postgres.js';
import { installSignalHandlers, isStopping, killStaleChildren, type ManagedChild, onShutdown, recordPidsIn, runChild, shutdown, spawnChild } from './lib/processes.js';
import { toolsFor } from './lib/tools.js';
import { waitFor } from './lib/wait-for.js';

const HEALTH_TIMEOUT_MS = 180_000;
const log = createLogger('start');

async function resolveDatabase(config: Config): Promise<string> {
  if (config.DATABASE_URL) {
    log.info('using DATABASE_URL');
    return config.DATABASE_URL;
  }
  const db = await startEmbeddedPostgres({ dir: join(config.dataDir, 'postgres'), port: config.EMBEDDED_PG_PORT, isRoot: config.isRoot });
  onShutdown(() => db.stop());
  await db.ensureDatabase('starshelf');
  return db.urlFor('starshelf');
}

/** In development, unless real SMTP settings are given, mail goes to a local catcher with an inbox. */
function usesMailCatcher(config: Config): boolean {
  return config.NODE_ENV !== 'production' && config.SMTP_HOST === undefined;
}

function printBanner(config: Config, editor: string): void {
  const url = config.publicUrl.replace(/\/$/, '');
  const lines = [
    '',
    bold(green('Starshelf is running')),
    `  Site        ${url}/`,
    `  Admin       ${url}/cms/admin`,
    `  API health  ${url}/api/health`,
    `  Editor      ${config.EDITOR_EMAIL}  password: ${editor}`,
    `  Mail        ${usesMailCatcher(config) ? `inbox http://127.0.0.1:${config.MAIL_CATCHER_WEB_PORT}/ (SMTP 127.0.0.1:${config.MAIL_CATCHER_SMTP_PORT})` : `SMTP ${config.SMTP_HOST ?? 'not configured'}`}`,
    `  Jobs        ${config.REDIS_URL ? `Redis at ${config.REDIS_URL}` : 'REDIS_URL not set: background jobs run in-process'}`,
    `  Database    ${config.DATABASE_URL ? 'DATABASE_URL' : `embedded PostgreSQL on 127.0.0.1:${config.EMBEDDED_PG_PORT} (data in ${join(config.dataDir, 'postgres')})`}`,
    '  Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  setColor(config.useColor);
  installSignalHandlers();
  const tools = toolsFor(config.rootDir);
  const pidFile = join(config.dataDir, 'run', 'children.json');

  const staleCount = await killStaleChildren(pidFile);
  if (staleCount > 0) log.warn(`stopped ${staleCount} process(es) left behind by a crashed earlier run`);
  recordPidsIn(pidFile);
  // Refused before anything is built or started.
  const editor = editorPasswordFor(config);
  await assertPortsFree({ PORT: config.PORT, CMS_PORT: config.CMS_PORT, API_PORT: config.API_PORT });

  await buildWorkspaces(workspaceBuilds(config.rootDir, tools.npm, tools.tsc), {
    rootDir: config.rootDir,
    env: inheritedEnv({ NEXT_TELEMETRY_DISABLED: '1' }),
  });

  const databaseUrl = await resolveDatabase(config);
  const payloadSecret = resolvePayloadSecret(config.PAYLOAD_SECRET, config.dataDir, config.NODE_ENV === 'production');
  const env = inheritedEnv({
    DATABASE_URL: databaseUrl,
    REDIS_URL: config.REDIS_URL,
    PAYLOAD_SECRET: payloadSecret,
    PAYLOAD_PUSH: config.PAYLOAD_PUSH ? '1' : '0',
    PORT: String(config.PORT),
    CMS_PORT: String(config.CMS_PORT),
    API_PORT: String(config.API_PORT),
    PUBLIC_URL: config.publicUrl,
    DATA_DIR: config.dataDir,
    NODE_ENV: config.NODE_ENV,
    EDITOR_EMAIL: config.EDITOR_EMAIL,
    EDITOR_PASSWORD: editor.password,
    NEXT_TELEMETRY_DISABLED: '1',
    // The API's SMTP defaults point at the catcher; its ports may be moved (tests run several stacks).
    ...(usesMailCatcher(config) ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(config.MAIL_CATCHER_SMTP_PORT) } : {}),
  });

  await runChild('migrate', tools.npm, ['run', 'migrate', '-w', '@starshelf/cms'], { cwd: config.rootDir, env });
  await runChild('migrate', tools.node, [join(config.rootDir, 'community-api', 'dist', 'db', 'migrate-cli.js')], { cwd: config.rootDir, env });
  await runChild('editor', tools.tsx, [join('cms', 'src', 'scripts', 'ensure-editor.ts')], { cwd: config.rootDir, env });
  // The first start on an empty catalogue imports the shipped data set (and, outside production, the
  // development accounts); later starts skip it at once. `npm run seed` re-runs it by hand.
  await runChild('seed', tools.npm, ['run', 'seed', '-w', '@starshelf/seed', '--', '--if-empty'], { cwd: config.rootDir, env });

  const services: ManagedChild[] = [
    // `next start` is a production server whatever NODE_ENV the orchestrator runs with.
    spawnChild('cms', tools.node, [tools.next, 'start', '-p', String(config.CMS_PORT), '-H', '127.0.0.1'], {
      cwd: join(config.rootDir, 'cms'),
      env: { ...env, NODE_ENV: 'production' },
    }),
    spawnChild('api', tools.node, [join(config.rootDir, 'community-api', 'dist', 'server.js')], { cwd: join(config.rootDir, 'community-api'), env }),
  ];
  // Without Redis there is no queue: the API sends mail itself, so no worker is needed.
  if (config.REDIS_URL) {
    services.push(spawnChild('worker', tools.node, [join(config.rootDir, 'community-api', 'dist', 'worker.js')], { cwd: join(config.rootDir, 'community-api'), env }));
  }
  if (usesMailCatcher(config)) {
    services.push(spawnChild('mail', tools.tsx, [join('community-api', 'src', 'dev', 'mail-catcher.ts')], { cwd: config.rootDir, env }));
  }
  let hasExited: string | undefined;
  for (const service of services) {
    void service.exited.then((code) => {
      if (isStopping()) return;
      hasExited ??= `${service.name} exited (${code})`;
      log.error(`${service.name} exited unexpectedly (${code}); stopping everything`);
      void shutdown(1);
    });
  }

  const gatewayLog = createLogger('gateway');
  const staticDir = join(config.rootDir, 'frontend', 'dist');
  if (!existsSync(join(staticDir, 'index.html'))) gatewayLog.warn('frontend/dist/index.html is missing: / answers 503');
  // Upstreams refuse connections until they have booted; one line per upstream is enough.
  const lastWarned = new Map<string, number>();
  const onError = (message: string) => {
    const key = message.slice(0, 4);
    if (Date.now() - (lastWarned.get(key) ?? 0) < 30_000) return;
    lastWarned.set(key, Date.now());
    gatewayLog.warn(message);
  };
  const server = await listen(createGateway({ cmsUrl: `http://127.0.0.1:${config.CMS_PORT}`, apiUrl: `http://127.0.0.1:${config.API_PORT}`, staticDir, publicUrl: config.publicUrl, onError }), config.PORT, config.GATEWAY_HOST);
  onShutdown(() => close(server));

  const origin = `http://127.0.0.1:${config.PORT}`;
  const abortIf = () => hasExited;
  await waitFor(`${origin}/api/health`, { timeoutMs: HEALTH_TIMEOUT_MS, abortIf });
  await waitFor(`${origin}/cms/admin`, { timeoutMs: HEALTH_TIMEOUT_MS, abortIf });
  printBanner(config, editor.source);
  log.info(`healthy ${((Date.now() - started) / 1000).toFixed(1)} s after start`);
}

main().catch(async (error: unknown) => {
  log.error(error instanceof Error ? error.message : String(error));
  await shutdown(1);
});
