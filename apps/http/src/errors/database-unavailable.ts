/** What a request is told while the database cannot be reached (it is restarting, or down). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';

/** Socket-level failures of a database connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOENT']);

/**
 * PostgreSQL SQLSTATEs meaning "not now": the connection exceptions of class 08 (08000, 08001,
 * 08003, 08004, 08006, 08007) and 57P01-57P03 (administrator shutdown, crash shutdown, cannot
 * connect now: the server is restarting). Not 08P01, protocol violation: that is a request the
 * server could not take (the embedded server answers a NUL byte in a text with it), and calling
 * it an outage would hide a bug behind "try again".
 */
const UNAVAILABLE_SQLSTATE = /^(08(000|001|003|004|006|007)|57P0[123])$/;

/** Messages of the pg driver and pool when the connection dies or cannot be made. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connect ECONNREFUSED|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode)|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  name?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when `error` (or an error it wraps: MikroORM's DriverException keeps the driver's code and
 * message, AggregateError lists one per address) says the database could not be reached, as
 * opposed to a bug: the answer is then 503 with Retry-After, so pages retry instead of reporting
 * a server fault.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as ErrorLike;
  if (e.name === 'ConnectionException') return true;
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code)))
    return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
