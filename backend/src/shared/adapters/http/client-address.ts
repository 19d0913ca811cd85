import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * The key a rate limit counts a client under: its IPv4 address, or the /64 network of its IPv6 address (one
 * subscriber line gets a whole /64, so counting single IPv6 addresses would give each client 2^64 budgets).
 */
export function rateLimitAddress(request: Pick<Request, 'ip'>): string {
  return addressKey(request.ip ?? 'unknown');
}

export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without a zone, with "::" and an embedded IPv4 tail written out. */
function expandIPv6(address: string): string[] {
  let text = address.split('%')[0].toLowerCase();
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number);
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}
