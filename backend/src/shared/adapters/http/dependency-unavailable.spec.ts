import { describe, expect, it } from '@jest/globals';
import { isDependencyUnavailable } from './dependency-unavailable.js';

describe('dependency unavailable', () => {
  it('recognises a database that is restarting or unreachable, also when wrapped by TypeORM', () => {
    expect(isDependencyUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error('QueryFailedError'), { driverError: { code: '57P01', message: 'terminating connection due to administrator command' } }))).toBe(true);
    expect(isDependencyUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error('Database connection provided by a query runner was already released'), { name: 'QueryRunnerProviderAlreadyReleasedError' }))).toBe(true);
  });

  it('leaves real faults alone: constraint violations, syntax errors, programming errors', () => {
    expect(isDependencyUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false);
    expect(isDependencyUnavailable(Object.assign(new Error('QueryFailedError'), { driverError: { code: '42601' } }))).toBe(false);
    expect(isDependencyUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDependencyUnavailable(undefined)).toBe(false);
  });
});
