/**
 * Errors that mean a dependency (PostgreSQL, in practice) is restarting or out of reach, not that the request or
 * the code is wrong: the client should try again shortly (503), and operators see a warning, not a stack.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL SQLSTATE: connection exceptions (08…), admin/crash shutdown and "starting up" (57P0…), too many connections.
const POSTGRES_CODES = /^(08\d\d\d|57P0[1-3]|53300)$/;
const POOL_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i;
// TypeORM's answer to the next query of a transaction whose connection the restart cut.
const LOST_TRANSACTION = 'QueryRunnerProviderAlreadyReleasedError';

export function isDependencyUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    if (name === LOST_TRANSACTION) return true;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
    if (typeof message === 'string' && POOL_MESSAGES.test(message)) return true;
    current = (current as { driverError?: unknown; cause?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}
