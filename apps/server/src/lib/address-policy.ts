import net from 'node:net';

/**
 * Addresses Try may never reach: loopback, private, link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, benchmarking, documentation, multicast, reserved, and their IPv6 equivalents,
 * including IPv6 forms that embed an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo).
 */
// Two lists: a BlockList matches IPv4 addresses against IPv6 rules too (as mapped addresses).
const blocked4 = new net.BlockList();
const blocked6 = new net.BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked4.addSubnet(net4, prefix, 'ipv4');
}
for (const [net6, prefix] of [
  ['::', 96], // unspecified, loopback (::1) and IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254 too)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked6.addSubnet(net6, prefix, 'ipv6');
}

export type AddressCheck = (address: string, hostname: string) => boolean;

/** True when the address must not be connected to. Anything that is not an IP is refused too. */
export const isBlockedAddress: AddressCheck = (address) => {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = net.isIP(bare);
  if (family === 4) return blocked4.check(bare, 'ipv4');
  if (family === 6) return blocked6.check(bare, 'ipv6');
  return true;
};

/** Link-local ranges (cloud metadata services) stay refused whatever an allowlist says. */
const linkLocal = new net.BlockList();
linkLocal.addSubnet('169.254.0.0', 16, 'ipv4');
linkLocal.addSubnet('fe80::', 10, 'ipv6');
linkLocal.addAddress('fd00:ec2::254', 'ipv6');

/** Parsed operator allowlist: host names (matched exactly, case-insensitively) and address ranges. */
export interface PrivateAllowList {
  hosts: Set<string>;
  ranges4: net.BlockList;
  ranges6: net.BlockList;
  size: number;
}

/**
 * Parses a comma-separated list of host names, addresses and CIDR ranges (`api.corp.internal,
 * 10.20.0.0/16, fd12::/64`). Throws with the variable's name on an entry that is neither.
 */
export function parsePrivateAllowList(raw: string | undefined, name: string): PrivateAllowList {
  const list: PrivateAllowList = {
    hosts: new Set(),
    ranges4: new net.BlockList(),
    ranges6: new net.BlockList(),
    size: 0,
  };
  for (const entry of (raw ?? '').split(',').map((s) => s.trim().replace(/^\[|\]$/g, ''))) {
    if (!entry) continue;
    const [address, prefixText, extra] = entry.split('/');
    const family = net.isIP(address);
    if (family) {
      const max = family === 4 ? 32 : 128;
      const prefix = prefixText === undefined ? max : Number(prefixText);
      if (extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > max)
        throw new Error(`${name}: "${entry}" is not an address or CIDR range`);
      const type = family === 4 ? 'ipv4' : 'ipv6';
      (family === 4 ? list.ranges4 : list.ranges6).addSubnet(address, prefix, type);
    } else if (
      prefixText === undefined &&
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(entry)
    ) {
      list.hosts.add(entry.toLowerCase());
    } else {
      throw new Error(`${name}: "${entry}" is not a host name, address or CIDR range`);
    }
    list.size++;
  }
  return list;
}

/**
 * The address check with an operator's allowlist applied: an address the base check refuses passes
 * when it lies in a listed range, or when the name that resolved to it is a listed host. It is
 * called with the resolved address (guarded-fetch connects to exactly that address), so a listed
 * range cannot be reached through a public name's DNS answer changing between check and connect.
 */
export function withPrivateAllowList(
  allow: PrivateAllowList,
  base: AddressCheck = isBlockedAddress,
): AddressCheck {
  if (allow.size === 0) return base;
  return (address, hostname) => {
    if (!base(address, hostname)) return false;
    const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
    const family = net.isIP(bare);
    if (family === 0) return true;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (linkLocal.check(bare, type)) return true;
    if ((family === 4 ? allow.ranges4 : allow.ranges6).check(bare, type)) return false;
    return !allow.hosts.has(hostname.toLowerCase().replace(/\.$/, ''));
  };
}
