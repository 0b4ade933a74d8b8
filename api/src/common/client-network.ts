import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client an upload is counted against for the per-address quota: an IPv4 address as it is,
 * an IPv6 address as its /64 network, because one home or phone is usually given a whole /64
 * and could otherwise take a fresh address for every upload. An IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`, what a dual-stack socket reports) is its IPv4 address.
 */
export function clientNetwork(address: string): string {
  const withoutZone = address.split('%')[0];
  if (isIPv4(withoutZone)) return withoutZone;
  // request.ip is always an address; anything else is kept, bounded to the column's size.
  if (!isIPv6(withoutZone)) return withoutZone.slice(0, 64);
  const groups = ipv6Groups(withoutZone);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((h) => parseInt(h, 16)));
  const [head, tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
