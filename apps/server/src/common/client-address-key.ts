import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a limit counts a client address under: an IPv4 address as it is, an IPv4-mapped IPv6
 * address (::ffff:192.0.2.1, as a dual-stack socket shows IPv4 clients) as that IPv4 address, and any
 * other IPv6 address as its /64 prefix. One subscriber or host is given a whole /64 and can use every
 * address in it, so counting exact IPv6 addresses would let one visitor act as unlimited visitors.
 * Anything else (no address known) is kept as it is.
 */
export function clientAddressKey(address: string): string {
  const plain = address.trim().toLowerCase();
  if (isIPv4(plain)) return plain;
  // A zone (fe80::1%eth0) names the interface, not the client.
  const withoutZone = plain.replace(/%.*$/, '');
  if (!isIPv6(withoutZone)) return plain;
  const groups = ipv6Groups(withoutZone);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (compressed, or ending in dotted IPv4). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const part = (half: string | undefined) =>
    half ? half.split(':').map((group) => parseInt(group, 16)) : [];
  const front = part(head);
  if (tail === undefined) return front;
  const back = part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
