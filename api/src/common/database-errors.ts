import { QueryFailedError } from 'typeorm';

/** Codes that mean PostgreSQL could not be reached or could not answer in time. */
const UNAVAILABLE_CODES = new Set([
  // The network, from Node.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL's SQLSTATEs.
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '57014', // query_canceled: statement_timeout on a server too slow or stuck
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001', // unable to establish a connection
  '08003', // connection_does_not_exist
  '08004', // server rejected the connection
  '08006', // connection_failure
]);

/** What node-postgres and pg-pool say when the server went away or never answered. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable/i;

/** True when the error means PostgreSQL could not be reached, rather than a query being wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: string }).code;
  const driverCode = (error as Error & { driverError?: { code?: string } }).driverError?.code;
  if ((code && UNAVAILABLE_CODES.has(code)) || (driverCode && UNAVAILABLE_CODES.has(driverCode))) {
    return true;
  }
  return UNAVAILABLE_MESSAGE.test(error.message);
}

/**
 * SQLSTATEs for a value PostgreSQL cannot store as sent: too long, out of range, not of the
 * column's type, or text it refuses (NUL in jsonb). Validation should have caught the input;
 * when it did not, the visitor still gets a 400, not a 500.
 */
const INPUT_REFUSED_CODES = new Set(['22001', '22003', '22021', '22P02', '22P05']);

export function isInputRefusedByDatabase(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { driverError?: { code?: string } }).driverError?.code;
  return code !== undefined && INPUT_REFUSED_CODES.has(code);
}

/** True for a unique violation of `constraint` (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23505' && driverError.constraint === constraint;
}
