import net from 'node:net';

/**
 * The part of a client's address that the per-address limits count by (sign-ups, login doors, links):
 * an IPv4 address as it is (an IPv4-mapped IPv6 address `::ffff:a.b.c.d` as `a.b.c.d`), an IPv6
 * address by its /64 prefix. One IPv6 subscriber holds a whole /64 (2^64 addresses, one per device or
 * privacy extension, changing at will): counting each address alone would let a script take a new one
 * per request and never meet a limit. Anything else (no address) counts as itself.
 */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && net.isIPv4(mapped[1])) return mapped[1];
  if (!net.isIPv6(address)) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase().split('%')[0];
  // A trailing dotted IPv4 part (::ffff:1.2.3.4 was handled above; other forms, e.g. 64:ff9b::1.2.3.4).
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16).toString(16));
}
