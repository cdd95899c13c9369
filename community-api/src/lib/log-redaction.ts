import type { IncomingHttpHeaders } from 'node:http';

/** What stands in a log line where a secret was (decision 107). */
export const REDACTED = '[redacted]';

// Query parameters that carry a credential here or in links we may be sent: our links' `token`,
// OAuth's `code`, `state` and `*_token`, signed URLs' `signature`, API keys.
const SECRET_PARAM_NAMES = new Set(['code', 'key', 'sig', 'otp', 'auth', 'ticket', 'state', 'sid', 'session']);
const SECRET_PARAM_PARTS = /token|secret|passw|signature|api[-_]?key/i;

/** The name as the query parser reads it: `%74oken` and `token[]` are `token` to it as well. */
function parameterName(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).split('[')[0]?.trim().toLowerCase();
  } catch {
    return undefined;
  }
}

function isSecretParameter(raw: string): boolean {
  const name = parameterName(raw);
  // A name that does not even decode could be anything the parser makes of it: not kept.
  return name === undefined || SECRET_PARAM_NAMES.has(name) || SECRET_PARAM_PARTS.test(name);
}

// Every `name=value` after the `?`, whichever separator a parser might split on (`&`, `;`, `#`).
const PARAMETER = /(^|[&;#])([^=&;#]*)=([^&;#]*)/g;

/**
 * A path or URL with the value of every credential-like query parameter replaced, e.g.
 * `/api/newsletter/confirm?token=[redacted]`. Plain text in, plain text out: it never throws on a
 * malformed address, which is exactly what a hostile client sends.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url.slice(queryStart + 1).replace(PARAMETER, (pair, separator: string, name: string) =>
    isSecretParameter(name) ? `${separator}${name}=${REDACTED}` : pair,
  );
  return `${url.slice(0, queryStart + 1)}${query}`;
}

/**
 * The page a request came from, without its query: a token page's address (`/reset-password?token=`)
 * reaches us as the Referer of its own API calls, and no query of another page is ours to keep.
 */
export function redactReferer(referer: string): string {
  const queryStart = referer.indexOf('?');
  return queryStart < 0 ? referer : `${referer.slice(0, queryStart)}?${REDACTED}`;
}

const SECRET_HEADERS = new Set(['cookie', 'authorization', 'proxy-authorization', 'set-cookie']);

/** The request's headers as a debug line may show them. */
export function redactHeaders(headers: IncomingHttpHeaders): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (SECRET_HEADERS.has(name)) shown[name] = REDACTED;
    else if (name === 'referer' && typeof value === 'string') shown[name] = redactReferer(value);
    else shown[name] = value;
  }
  return shown;
}
