// npm run bench:reset-timing: POST /api/auth/password-reset for an address with an
// account and one without, interleaved in one process and run. The p50s must differ by less than
// 20 %, so the answer time does not tell an attacker which addresses are members.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { createApp, createDatabase, createMailDispatcher, createPool, loadConfig, runMigrations, userRepository } from '@starshelf/community-api/harness';
import { benchConfig } from './config.js';
import { percentile } from './percentile.js';

const CALLS = 50;
const WARM_UP = 5;
const GOAL_DIFFERENCE = 0.2;
const { databaseUrl } = benchConfig();

const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', SMTP_HOST: '127.0.0.1', OPENAI_API_KEY: '' });
const logger = pino({ level: 'warn' });
const pool = createPool(databaseUrl);
await runMigrations(pool);

// The known address's mail is delivered to this sink; waiting for it means the background work of
// one call (lookup, token, mail) is over before the next call is timed.
const delivered: { to: string }[] = [];
let onDelivery: (() => void) | undefined;
const mailer = {
  send: async (mail: { to: string }) => {
    delivered.push(mail);
    onDelivery?.();
  },
  close: () => undefined,
};
const mail = createMailDispatcher({ mailer, logger, redis: undefined, redisPrefix: config.redisPrefix });
const generous = { points: 1_000_000, durationSeconds: 60 };
const app = createApp({ config, logger, pool, mail, chatModel: null, rateLimits: { resetIp: generous, resetPair: generous } });
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const suffix = randomBytes(4).toString('hex');
const member = await userRepository(createDatabase(pool)).insert({
  email: `reset-bench-${suffix}@example.org`,
  passwordHash: 'not-a-login',
  locale: 'en',
  emailVerifiedAt: new Date(),
});
if (!member?.email) throw new Error('bench member not created');
const knownEmail = member.email;
const unknownEmail = `reset-bench-ghost-${suffix}@example.org`;

async function timeReset(email: string): Promise<number> {
  const delivery = email === knownEmail ? new Promise<void>((resolve) => (onDelivery = resolve)) : Promise.resolve();
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/password-reset`, {
    method: 'POST',
    headers: { Origin: config.publicUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 202) throw new Error(`password-reset answered ${response.status}`);
  await delivery;
  await sleep(10);
  return elapsed;
}

try {
  for (let round = 0; round < WARM_UP; round += 1) {
    await timeReset(knownEmail);
    await timeReset(unknownEmail);
  }
  const known: number[] = [];
  const unknown: number[] = [];
  // ABBA order: a drift in the machine's load weighs on both sides alike.
  for (let round = 0; round < CALLS; round += 1) {
    if (round % 2 === 0) {
      known.push(await timeReset(knownEmail));
      unknown.push(await timeReset(unknownEmail));
    } else {
      unknown.push(await timeReset(unknownEmail));
      known.push(await timeReset(knownEmail));
    }
  }
  const knownP50 = percentile(known, 0.5);
  const unknownP50 = percentile(unknown, 0.5);
  const difference = Math.abs(knownP50 - unknownP50) / Math.max(knownP50, unknownP50);
  const mailed = delivered.filter((sent) => sent.to === knownEmail).length;
  console.log(`POST /api/auth/password-reset, ${CALLS} calls each, interleaved (${mailed} reset mails to the known address)`);
  console.log('| address | p50 ms | p95 ms |');
  console.log('|---|---:|---:|');
  console.log(`| has an account | ${knownP50.toFixed(2)} | ${percentile(known, 0.95).toFixed(2)} |`);
  console.log(`| has none | ${unknownP50.toFixed(2)} | ${percentile(unknown, 0.95).toFixed(2)} |`);
  console.log(`p50 difference: ${(difference * 100).toFixed(1)} % (goal < ${GOAL_DIFFERENCE * 100} %): ${difference < GOAL_DIFFERENCE ? 'met' : 'NOT met'}`);
  if (mailed !== CALLS + WARM_UP) throw new Error(`expected ${CALLS + WARM_UP} reset mails, got ${mailed}`);
} finally {
  server.close();
  await pool.query('delete from community.users where id = $1', [member.id]);
  await pool.end();
}
