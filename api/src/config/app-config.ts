import path from 'node:path';
import type { LevelWithSilent } from 'pino';
import { parseLogLevel } from '../observability/logging';
import { parseTrustedProxies } from './trusted-proxies';

/** Everything the API reads from its environment, parsed once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** Set when an external PostgreSQL is used; otherwise the embedded one is started. */
  databaseUrl?: string;
  /** Root of the git-ignored data folder: embedded database, e-mails written without SMTP. */
  dataDir: string;
  embeddedPgPort: number;
  corsOrigins: string[];
  /** Automation token for /api/admin/* (`Authorization: Bearer ...`), beside owner sessions. */
  adminToken?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Public origin used in e-mails and absolute links. */
  publicOrigin: string;
  writeRateLimitPerMinute: number;
  /** Peers whose X-Forwarded-For names the client (see trusted-proxies.ts); empty: nobody. */
  trustedProxies: string[];
  mailPollIntervalMs: number;
  /** How long a worker holds the outbox mails it claimed; a send is cut off at half of it. */
  mailLeaseMs: number;
  /** One JSON log line per request answered (LOG_REQUESTS=1). */
  logRequests: boolean;
  /** pino's level for everything the API logs (LOG_LEVEL, default info). */
  logLevel: LevelWithSilent;
  /** Where Prometheus reads /metrics: a port of its own, unset for none (METRICS_PORT). */
  metricsPort?: number;
  metricsHost: string;
  /** After a stop signal, how long readiness says 503 while still serving (lifecycle/). */
  drainDelayMs: number;
  /** Uploads one visitor (a valid X-Session-Id) may store per rolling 24 h (uploads/upload-quota.ts). */
  uploadQuotaPerVisitor: number;
  uploadQuotaBytesPerVisitor: number;
  /** Uploads one client address (IPv6: its /64) may store per rolling 24 h, whoever it says it is. */
  uploadQuotaPerAddress: number;
  uploadQuotaBytesPerAddress: number;
  /** How often unreferenced uploads older than a day are removed; 0 turns the cleanup off. */
  uploadCleanupIntervalMs: number;
  /** How often sign-ups never confirmed are removed once their link expired; 0 turns it off. */
  newsletterCleanupIntervalMs: number;
  /** An owner's session ends after this long without a request (ADMIN_SESSION_IDLE_MINUTES). */
  adminSessionIdleMs: number;
  /** ...and this long after signing in, however active (ADMIN_SESSION_MAX_DAYS). */
  adminSessionMaxAgeMs: number;
  /** Sign-in attempts one client address may make per window, right or wrong. */
  signInAttemptsPerAddress: number;
  /** Failed sign-ins per username per window; a successful sign-in clears them. */
  signInFailuresPerUsername: number;
  signInWindowMs: number;
}

const repoRoot = path.resolve(__dirname, '..', '..', '..');

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = intFrom(env.PORT, 3000, 'PORT');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    embeddedPgPort: intFrom(env.EMBEDDED_PG_PORT, 54329, 'EMBEDDED_PG_PORT'),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:8080')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    adminToken: env.ADMIN_TOKEN || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Healing Shop <hello@healing-shop.local>',
    publicOrigin: env.PUBLIC_ORIGIN ?? 'http://localhost:8080',
    writeRateLimitPerMinute: intFrom(
      env.WRITE_RATE_LIMIT_PER_MINUTE,
      120,
      'WRITE_RATE_LIMIT_PER_MINUTE',
    ),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    mailPollIntervalMs: intFrom(env.MAIL_POLL_INTERVAL_MS, 5000, 'MAIL_POLL_INTERVAL_MS'),
    mailLeaseMs: Math.max(intFrom(env.MAIL_LEASE_MS, 120_000, 'MAIL_LEASE_MS'), 1000),
    logRequests: env.LOG_REQUESTS === '1',
    logLevel: parseLogLevel(env.LOG_LEVEL),
    metricsPort: env.METRICS_PORT ? intFrom(env.METRICS_PORT, 0, 'METRICS_PORT') : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    drainDelayMs: intFrom(env.DRAIN_DELAY_MS, 0, 'DRAIN_DELAY_MS'),
    uploadQuotaPerVisitor: intFrom(env.UPLOAD_QUOTA_PER_VISITOR, 20, 'UPLOAD_QUOTA_PER_VISITOR'),
    uploadQuotaBytesPerVisitor:
      intFrom(env.UPLOAD_QUOTA_MB_PER_VISITOR, 100, 'UPLOAD_QUOTA_MB_PER_VISITOR') * 1024 * 1024,
    uploadQuotaPerAddress: intFrom(env.UPLOAD_QUOTA_PER_ADDRESS, 60, 'UPLOAD_QUOTA_PER_ADDRESS'),
    uploadQuotaBytesPerAddress:
      intFrom(env.UPLOAD_QUOTA_MB_PER_ADDRESS, 300, 'UPLOAD_QUOTA_MB_PER_ADDRESS') * 1024 * 1024,
    uploadCleanupIntervalMs: intFrom(
      env.UPLOAD_CLEANUP_INTERVAL_MS,
      60 * 60_000,
      'UPLOAD_CLEANUP_INTERVAL_MS',
    ),
    newsletterCleanupIntervalMs: intFrom(
      env.NEWSLETTER_CLEANUP_INTERVAL_MS,
      60 * 60_000,
      'NEWSLETTER_CLEANUP_INTERVAL_MS',
    ),
    adminSessionIdleMs:
      Math.max(intFrom(env.ADMIN_SESSION_IDLE_MINUTES, 480, 'ADMIN_SESSION_IDLE_MINUTES'), 1) *
      60_000,
    adminSessionMaxAgeMs:
      Math.max(intFrom(env.ADMIN_SESSION_MAX_DAYS, 7, 'ADMIN_SESSION_MAX_DAYS'), 1) * 86_400_000,
    signInAttemptsPerAddress: Math.max(
      intFrom(env.SIGN_IN_ATTEMPTS_PER_ADDRESS, 10, 'SIGN_IN_ATTEMPTS_PER_ADDRESS'),
      1,
    ),
    signInFailuresPerUsername: Math.max(
      intFrom(env.SIGN_IN_FAILURES_PER_USER, 5, 'SIGN_IN_FAILURES_PER_USER'),
      1,
    ),
    signInWindowMs:
      Math.max(intFrom(env.SIGN_IN_WINDOW_MINUTES, 15, 'SIGN_IN_WINDOW_MINUTES'), 1) * 60_000,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
