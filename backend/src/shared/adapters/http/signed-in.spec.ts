import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../domain/domain-error.js';
import { SignedInGuard } from './signed-in.js';

describe('SignedInGuard', () => {
  const guard = new SignedInGuard();
  const user = { id: 'user-1' };

  it('lets a checked user through', () => {
    expect(guard.handleRequest(null, user)).toBe(user);
  });

  it('refuses a request without a valid token as unauthenticated', () => {
    expect(() => guard.handleRequest(null, false)).toThrow(expect.objectContaining({ code: 'auth.unauthenticated' }) as unknown as DomainError);
  });

  it('passes a failing session check on, so a database outage is not mistaken for a signed-out user', () => {
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(() => guard.handleRequest(outage, false)).toThrow(outage);
  });
});
