// PAYLOAD_SECRET: from the environment, or generated once per data folder in development so
// sessions of the admin survive restarts without anyone having to invent a secret.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function resolvePayloadSecret(fromEnv: string | undefined, dataDir: string, isProduction: boolean): string {
  if (fromEnv) return fromEnv;
  if (isProduction) throw new Error('PAYLOAD_SECRET is required when NODE_ENV=production.');
  const file = join(dataDir, 'payload-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
