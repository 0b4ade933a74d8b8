/** True when the error means PostgreSQL could not be reached, rather than a query being wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: string }).code;
  const driverCode = (error as Error & { driverError?: { code?: string } }).driverError?.code;
  const unavailableCodes = new Set([
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EPIPE',
    '57P01', // admin_shutdown
    '57P02', // crash_shutdown
    '57P03', // cannot_connect_now
    '08000',
    '08003',
    '08006',
  ]);
  if ((code && unavailableCodes.has(code)) || (driverCode && unavailableCodes.has(driverCode))) {
    return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}
