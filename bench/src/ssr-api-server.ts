// One community API process for bench:ssr's renderer comparison: `in-process` reads the pages' data
// through the API's routes called in process (what the API does), `http` through the HTTP GET of
// its own address the renderer used before (http-page-data.ts). A renderer file given last is
// loaded instead of the front end's build (the old renderer, baseline-renderer.ts). Neither
// listens for catalogue changes, so no page is ever kept: every request renders afresh.
// Usage: node --import tsx bench/src/ssr-api-server.ts <in-process|http> <port> [renderer file]
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { configureCatalogue } from '@starshelf/cms/catalogue';
import { buildCmsConfig, getCatalogue } from '@starshelf/cms/payload';
import { createApp, createMailDispatcher, createMailer, createPool, loadConfig } from '@starshelf/community-api/harness';
import { benchConfig } from './config.js';
import { httpPageData } from './http-page-data.js';

const [, , mode, port, rendererPath] = process.argv;
if ((mode !== 'in-process' && mode !== 'http') || !port) throw new Error('usage: ssr-api-server <in-process|http> <port> [renderer file]');

const { databaseUrl } = benchConfig();
const secret = 'bench-only-secret-0123456789';
const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'starshelf-ssr-bench-'));
// As the API's server does: the catalogue reads on the API's own pool, Payload only for a write (none here).
const pool = createPool(databaseUrl);
configureCatalogue({ pool, payload: () => getCatalogue(buildCmsConfig({ databaseUrl, secret, mediaDir })) });
// One client asks for every page afresh: far past the renders one reader may cause (decision 105).
const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', OPENAI_API_KEY: '', SMTP_HOST: '127.0.0.1', PAGE_RENDERS_PER_MINUTE: '1000000', PAGE_RENDERER_PATH: rendererPath ?? '' });
const logger = pino({ level: 'warn' });
const mail = createMailDispatcher({ mailer: createMailer(config), logger, redis: undefined, redisPrefix: config.redisPrefix });
const app = createApp({ config, logger, pool, mail, chatModel: null, pages: mode === 'http' ? { pageData: httpPageData } : undefined });
app.listen(Number(port), '127.0.0.1');
