import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.js';
import { REDACTED, redactReferer, redactUrl } from './log-redaction.js';

export type { Logger };

// Credentials must never reach the log, whatever a future log call passes in (decision 107).
const SECRET_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.confirmPassword',
  '*.token',
];
// Addresses keep their shape, only their credential-like parameters go.
const ADDRESS_PATHS = ['url', '*.url', 'path'];
const REFERER_PATHS = ['referer', 'req.headers.referer', 'headers.referer', '*.referer'];

function censor(value: unknown, path: string[]): unknown {
  const key = path.at(-1);
  if (typeof value === 'string' && key === 'referer') return redactReferer(value);
  if (typeof value === 'string' && (key === 'url' || key === 'path')) return redactUrl(value);
  return REDACTED;
}

/** The process's logger; `destination` lets tests read exactly what production would write. */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'community-api' },
    redact: { paths: [...SECRET_PATHS, ...ADDRESS_PATHS, ...REFERER_PATHS], censor },
  };
  return destination ? pino(options, destination) : pino(options);
}
