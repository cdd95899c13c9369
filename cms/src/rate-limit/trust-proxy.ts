import { isIP } from 'node:net';

/**
 * Which hops in front of a service may tell it the client's address (X-Forwarded-For), for the
 * rate limits of the community API and of the admin's sign-in (TRUST_PROXY), in Express's terms:
 * a number of hops (`1`: the gateway alone, the compose default), a comma-separated list of
 * addresses, CIDR ranges and the names loopback, linklocal and uniquelocal, or `false` for none.
 * `true` (trust every hop) is refused: any client could then choose its own rate-limit bucket.
 */
export type TrustProxy = number | false | string[];

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isTrustedHopEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const width = Number(bits);
  return /^\d{1,3}$/.test(bits) && width <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('must be a hop count from 0 to 10');
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.length === 0 || !entries.every(isTrustedHopEntry)) {
    throw new Error('must be a hop count, false, or a list of addresses, CIDR ranges, loopback, linklocal or uniquelocal');
  }
  return entries;
}
