import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';

/**
 * Who may call an operation, as the OpenAPI document states it (`x-access`); the authorization matrix test reads it
 * and checks every operation against it, as every kind of caller.
 * - public: anyone, signed in or not
 * - user: any signed-in account, confirmed or not
 * - confirmed: a signed-in account whose email is confirmed ("only verified users may transact and sell")
 * - owner: a signed-in account, and only on its own resource (others get 403 or 404)
 * - admin: an administrator (the whole /api/admin area, guarded before routing)
 * - operator: the operator's or the metrics scraper's token, never a user's
 */
export type AccessLevel = 'public' | 'user' | 'confirmed' | 'owner' | 'admin' | 'operator';

const ACCESS_EXTENSION = 'x-access';

/** Declares an operation's (or every operation of a controller's) access level; a route-level one wins. */
export function Access(level: AccessLevel) {
  const extension = ApiExtension(ACCESS_EXTENSION, level);
  return level === 'public' ? applyDecorators(extension) : applyDecorators(extension, ApiBearerAuth());
}
