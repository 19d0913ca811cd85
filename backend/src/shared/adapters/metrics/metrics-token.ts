import { timingSafeEqual } from 'node:crypto';

/** True when an `Authorization` header carries the configured bearer token; never true when none is configured. */
export function hasMetricsToken(authorization: string | undefined, expected: string | undefined): boolean {
  const given = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  if (!expected || !given) return false;
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}
