import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  const ipv4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (ipv4Tail) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Tail.split('.').map(Number);
    text = `${text.slice(0, -ipv4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...front, ...Array<number>(missing).fill(0), ...back];
}

/**
 * The rate-limit key of a client address. One IPv6 subscriber usually holds a whole /64, so IPv6 clients are keyed
 * per /64 (otherwise one machine could rotate through 2^64 addresses); an IPv4-mapped address (`::ffff:1.2.3.4`) is
 * the IPv4 address it carries.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip; // a zone index (fe80::1%eth0) names the interface, not the client
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address.toLowerCase());
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
