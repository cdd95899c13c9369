import { BlockList, isIP } from 'node:net';

/**
 * Which hops in front of the CMS may name the client (TRUST_PROXY, read as the community API reads
 * it): a number of hops counted from the gateway (`1`: the gateway alone), or a list of addresses,
 * CIDR ranges and the names loopback, linklocal and uniquelocal.
 */
export type TrustedHops = number | string[];

const NAMED_RANGES: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** Reads TRUST_PROXY; `false` and `0` count as the gateway alone, which always sits in front. */
export function parseTrustedHops(value: string): TrustedHops {
  const text = value.trim();
  if (text === 'false') return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('must be a hop count from 0 to 10');
    return Math.max(1, hops);
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (entry in NAMED_RANGES) continue;
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const width = Number(bits);
    const isRange = bits === undefined || (/^\d{1,3}$/.test(bits) && width <= (family === 4 ? 32 : 128));
    if (family === 0 || rest.length > 0 || !isRange) {
      throw new Error('must be a hop count, false, or a list of addresses, CIDR ranges, loopback, linklocal or uniquelocal');
    }
  }
  return entries;
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [network, prefix, family] of named) list.addSubnet(network, prefix, family);
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** `::ffff:127.0.0.1` is the IPv4 address it carries. */
function plainAddress(entry: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(entry);
  return mapped?.[1] ?? entry;
}

function isTrusted(list: BlockList, entry: string): boolean {
  const address = plainAddress(entry);
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address as the CMS can know it. Only the gateway reaches the CMS, and the gateway
 * appends the address it was connected from to X-Forwarded-For, so the right-most entry is always
 * real; entries further left are whatever the client (or a proxy in front) wrote. Walking from the
 * right, the first hop that is not a trusted proxy is the client: a client cannot choose its own
 * address by sending the header, only add entries left of the real one.
 */
export function createClientAddress(trust: TrustedHops): (forwardedFor: string | null) => string {
  const list = Array.isArray(trust) ? blockListOf(trust) : undefined;
  return (forwardedFor) => {
    const hops = (forwardedFor ?? '')
      .split(',')
      .map((entry) => plainAddress(entry.trim()))
      .filter((entry) => entry !== '');
    if (hops.length === 0) return 'unknown';
    if (!list) return hops[Math.max(0, hops.length - (trust as number))] ?? 'unknown';
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = hops[index] ?? '';
      if (!isTrusted(list, hop)) return hop;
    }
    return hops[0] ?? 'unknown';
  };
}
