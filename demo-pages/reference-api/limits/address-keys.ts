import { isIPv4, isIPv6 } from 'node:net';

/**
 * What one client is, for a per-IP count: an IPv4 address as is, an IPv6 host by its /64 (one
 * machine picks any address of its /64 at will, privacy addresses included), and an IPv4 mapped
 * into IPv6 (`::ffff:203.0.113.7`, as a dual-stack socket reports it) as the IPv4 it is.
 */
export function hostKey(ip: string): string {
  const v4 = asIPv4(ip);
  if (v4) return v4;
  return isIPv6(ip) ? `${hextets(ip).slice(0, 4).join(':')}::/64` : ip;
}

/**
 * The network around a client, for a count that a handful of neighbouring addresses share: an
 * IPv4 /24, an IPv6 /56 (what an access provider gives one subscriber, at least).
 */
export function networkKey(ip: string): string {
  const v4 = asIPv4(ip);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return ip;
  const [a, b, c, d] = hextets(ip);
  return `${a}:${b}:${c}:${d!.slice(0, 2)}00::/56`;
}

function asIPv4(ip: string): string | null {
  if (isIPv4(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  return mapped && isIPv4(mapped) ? mapped : null;
}

/** The eight groups of an IPv6 address, four hex digits each, `::` expanded. */
function hextets(ip: string): string[] {
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::') as [string, string?];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => g.padStart(4, '0'));
}
