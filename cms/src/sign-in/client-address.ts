import { BlockList, isIP } from 'node:net';

import type { TrustProxy } from '../rate-limit/trust-proxy.js';

/** The named ranges of TRUST_PROXY, as Express's proxy-addr reads them. */
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
export function createClientAddress(trust: TrustProxy): (forwardedFor: string | null) => string {
  const list = Array.isArray(trust) ? blockListOf(trust) : undefined;
  // The gateway always stands in front: trusting no hop still means its own entry.
  const hopCount = Array.isArray(trust) ? 0 : Math.max(1, trust === false ? 0 : trust);
  return (forwardedFor) => {
    const hops = (forwardedFor ?? '')
      .split(',')
      .map((entry) => plainAddress(entry.trim()))
      .filter((entry) => entry !== '');
    if (hops.length === 0) return 'unknown';
    if (!list) return hops[Math.max(0, hops.length - hopCount)] ?? 'unknown';
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = hops[index] ?? '';
      if (!isTrusted(list, hop)) return hop;
    }
    return hops[0] ?? 'unknown';
  };
}
