import path from 'node:path';
import type { LevelWithSilent } from 'pino';
import { parseLogLevel } from '../observability/logging';
import { paymentSettings, type PaymentSettings } from './payment-settings';
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
  /** Continuous archiving and base backups of the embedded PostgreSQL (database/backup/). */
  backups: BackupSettings;
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
  /** Upload reads (GET /api/uploads/:id) one client address may make per minute. */
  uploadReadsPerMinute: number;
  /**
   * Upload reads at once in this process, each holding at most one database connection at a
   * time: always fewer than the pool's connections (DB_POOL_SIZE), so other routes find one.
   */
  uploadReadConnections: number;
  /** How often sign-ups never confirmed are removed once their link expired; 0 turns it off. */
  newsletterCleanupIntervalMs: number;
  /** An owner's session ends after this long without a request (ADMIN_SESSION_IDLE_MINUTES). */
  adminSessionIdleMs: number;
  /** ...and this long after signing in, however active (ADMIN_SESSION_MAX_DAYS). */
  adminSessionMaxAgeMs: number;
  /** Owner sign-in limits (owners/sign-in-policy.ts): who must wait, how long, when the owner is told. */
  signIn: SignInSettings;
  /** Where mail for the shop's owner goes (sign-in alerts): OWNER_EMAIL, else MAIL_FROM's address. */
  ownerEmails: string[];
  /** From this hour (0-23, UTC: the shop's time zone) the owners' daily digest goes (OWNER_DIGEST_HOUR). */
  ownerDigestHour: number;
  /** How often each replica checks whether the day's digest is due; 0 turns it off. */
  ownerDigestCheckIntervalMs: number;
  /** The payment provider and its settings, or the owner's payment link (config/payment-settings.ts). */
  payments: PaymentSettings;
}

/** Embedded PostgreSQL only: with DATABASE_URL that server's own backups apply. */
export interface BackupSettings {
  /** BACKUP_DIR, default <DATA_DIR>/backups: `wal/` (archived WAL) and `base/` (base backups). */
  backupDir: string;
  /** A base backup is taken when the newest is older than this (BACKUP_BASE_INTERVAL_HOURS). */
  baseIntervalHours: number;
  /** Base backups kept this long, and always the newest 2 (BACKUP_RETENTION_DAYS). */
  retentionDays: number;
  /** archive_timeout: a quiet shop's writes are archived within this (ARCHIVE_TIMEOUT_SECONDS). */
  archiveTimeoutSeconds: number;
  /**
   * BACKUP_DIR named with DATABASE_URL: the archive another process fills (`npm run
   * start:cluster`'s) is watched, for readiness and metrics; no base backups are taken.
   */
  watchArchive: boolean;
}

/** See README.md's configuration table; every wait and count is per client address (IPv6: /64). */
export interface SignInSettings {
  /** Failed sign-ins for one username from one address before that address must wait for it. */
  failuresPerUserAndAddress: number;
  /** Failed sign-ins from one address, whatever the usernames, before it must wait for any. */
  failuresPerAddress: number;
  /** The first wait; each further failure doubles it, up to maxWaitMs. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** Failures are forgotten after this long without another (a success forgets its own at once). */
  forgetAfterMs: number;
  /** Failed sign-ins for an owner's username, from anywhere, in one burst before the owner is mailed. */
  alertAfterFailures: number;
  /** A burst ends after this long without a failure for that username; the next one mails again. */
  burstQuietMs: number;
}

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const DEFAULT_MAIL_FROM = 'Healing Shop <hello@healing-shop.local>';

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

const positive = (value: string | undefined, fallback: number, name: string): number =>
  Math.max(intFrom(value, fallback, name), 1);

/** Settings that meant something else before; a deployment still setting one is stopped. */
const REPLACED_SETTINGS: Record<string, string> = {
  SIGN_IN_ATTEMPTS_PER_ADDRESS:
    'SIGN_IN_FAILURES_PER_ADDRESS (successful sign-ins no longer count against an address)',
  SIGN_IN_FAILURES_PER_USER:
    'SIGN_IN_FAILURES_PER_USER_AND_ADDRESS (failures now count per username at each address)',
  SIGN_IN_WINDOW_MINUTES:
    'SIGN_IN_FIRST_WAIT_SECONDS, SIGN_IN_MAX_WAIT_MINUTES and SIGN_IN_FORGET_HOURS (waits now grow)',
};

function signInSettings(env: NodeJS.ProcessEnv): SignInSettings {
  for (const [name, replacement] of Object.entries(REPLACED_SETTINGS)) {
    if (env[name] !== undefined && env[name] !== '') {
      throw new Error(`${name} is no longer read: use ${replacement}. See README.md.`);
    }
  }
  const firstWaitMs =
    positive(env.SIGN_IN_FIRST_WAIT_SECONDS, 60, 'SIGN_IN_FIRST_WAIT_SECONDS') * 1000;
  return {
    failuresPerUserAndAddress: positive(
      env.SIGN_IN_FAILURES_PER_USER_AND_ADDRESS,
      5,
      'SIGN_IN_FAILURES_PER_USER_AND_ADDRESS',
    ),
    failuresPerAddress: positive(
      env.SIGN_IN_FAILURES_PER_ADDRESS,
      10,
      'SIGN_IN_FAILURES_PER_ADDRESS',
    ),
    firstWaitMs,
    maxWaitMs: Math.max(
      positive(env.SIGN_IN_MAX_WAIT_MINUTES, 60, 'SIGN_IN_MAX_WAIT_MINUTES') * 60_000,
      firstWaitMs,
    ),
    forgetAfterMs: positive(env.SIGN_IN_FORGET_HOURS, 24, 'SIGN_IN_FORGET_HOURS') * 3_600_000,
    alertAfterFailures: positive(env.SIGN_IN_ALERT_FAILURES, 5, 'SIGN_IN_ALERT_FAILURES'),
    burstQuietMs:
      positive(env.SIGN_IN_BURST_QUIET_MINUTES, 60, 'SIGN_IN_BURST_QUIET_MINUTES') * 60_000,
  };
}

/** `Healing Shop <hello@shop.example>` -> `hello@shop.example`; a bare address as it is. */
export function mailAddressOf(mailbox: string): string {
  const angled = /<([^<>\s]+)>\s*$/.exec(mailbox.trim());
  return angled ? angled[1] : mailbox.trim();
}

const MAIL_ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;

/**
 * OWNER_EMAIL: one address or several, comma-separated. Unset, the owner's mail goes to the
 * shop's own mailbox (MAIL_FROM's address), which the owner reads anyway.
 */
function ownerEmails(env: NodeJS.ProcessEnv): string[] {
  const listed = (env.OWNER_EMAIL ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const addresses =
    listed.length > 0 ? listed : [mailAddressOf(env.MAIL_FROM ?? DEFAULT_MAIL_FROM)];
  const invalid = addresses.find((address) => !MAIL_ADDRESS.test(address));
  if (invalid !== undefined) {
    throw new Error(
      `OWNER_EMAIL (or MAIL_FROM's address) must be e-mail addresses such as owner@shop.example, got "${invalid}"`,
    );
  }
  return addresses;
}

/** OWNER_DIGEST_HOUR: an hour of the day, 0 to 23 (8 by default). */
function digestHour(value: string | undefined): number {
  const hour = intFrom(value, 8, 'OWNER_DIGEST_HOUR');
  if (hour > 23) throw new Error(`OWNER_DIGEST_HOUR must be an hour from 0 to 23, got "${value}"`);
  return hour;
}

/** UPLOAD_READ_CONNECTIONS (4), at most DB_POOL_SIZE - 1 (the pool's size, 20 by default). */
function uploadReadConnections(env: NodeJS.ProcessEnv): number {
  const poolSize = intFrom(env.DB_POOL_SIZE, 20, 'DB_POOL_SIZE');
  const wanted = intFrom(env.UPLOAD_READ_CONNECTIONS, 4, 'UPLOAD_READ_CONNECTIONS');
  return Math.max(1, Math.min(wanted, poolSize - 1));
}

/** At least 1: a zero interval, retention or timeout would mean "never" or "always". */
function atLeastOne(value: string | undefined, fallback: number, name: string): number {
  const parsed = intFrom(value, fallback, name);
  if (parsed < 1) throw new Error(`${name} must be at least 1, got "${value}"`);
  return parsed;
}

/** The backup settings of a data folder (the API's, and `npm run start:cluster`'s). */
export function backupSettings(env: NodeJS.ProcessEnv, dataDir: string): BackupSettings {
  const archiveTimeoutSeconds = atLeastOne(
    env.ARCHIVE_TIMEOUT_SECONDS,
    60,
    'ARCHIVE_TIMEOUT_SECONDS',
  );
  if (archiveTimeoutSeconds > 86_400) {
    throw new Error(
      `ARCHIVE_TIMEOUT_SECONDS must be at most 86400, got "${archiveTimeoutSeconds}"`,
    );
  }
  return {
    backupDir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
    baseIntervalHours: atLeastOne(env.BACKUP_BASE_INTERVAL_HOURS, 24, 'BACKUP_BASE_INTERVAL_HOURS'),
    retentionDays: atLeastOne(env.BACKUP_RETENTION_DAYS, 7, 'BACKUP_RETENTION_DAYS'),
    archiveTimeoutSeconds,
    watchArchive: Boolean(env.DATABASE_URL && env.BACKUP_DIR),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = intFrom(env.PORT, 3000, 'PORT');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    embeddedPgPort: intFrom(env.EMBEDDED_PG_PORT, 54329, 'EMBEDDED_PG_PORT'),
    backups: backupSettings(env, dataDir),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:8080')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    adminToken: env.ADMIN_TOKEN || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
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
    uploadReadsPerMinute: Math.max(
      intFrom(env.UPLOAD_READS_PER_MINUTE, 60, 'UPLOAD_READS_PER_MINUTE'),
      1,
    ),
    uploadReadConnections: uploadReadConnections(env),
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
    signIn: signInSettings(env),
    ownerEmails: ownerEmails(env),
    ownerDigestHour: digestHour(env.OWNER_DIGEST_HOUR),
    ownerDigestCheckIntervalMs: intFrom(
      env.OWNER_DIGEST_CHECK_INTERVAL_MS,
      5 * 60_000,
      'OWNER_DIGEST_CHECK_INTERVAL_MS',
    ),
    payments: paymentSettings(env, intFrom),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
