// Deploy-time configuration of the shop's front servers, read from the environment when they
// start. Where each remote lives is decided here, never at build time.
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { environmentManifestUrl, REMOTES } from '@healing/build-kit/remotes';
import type { SocialAccounts, SocialNetwork } from '@healing/build-kit/render-protocol';

// The remotes as the build kit declares them, once, for every package (build-kit/remotes.json).
export { REMOTES, findRemoteOfPackage } from '@healing/build-kit/remotes';
export type { RemoteDeclaration } from '@healing/build-kit/remotes';
export { ENVIRONMENT_PATH, environmentManifestUrl } from '@healing/build-kit/remotes';

/** The environment whose releases a shell shows unless told (its remotes' `current`). */
export const PRODUCTION = 'production';
export const STAGING = 'staging';
/**
 * The environments: each a live pointer of every remote over the same releases
 * (remote/releases.ts), served by the remote's server under /_env/<name>/ (production also at
 * the root), and shown by a shell configured with SHOP_ENVIRONMENT.
 */
export const ENVIRONMENTS: readonly string[] = [PRODUCTION, STAGING];

/** Whether `name` is an environment releases can go to. */
export const isEnvironment = (name: string) => ENVIRONMENTS.includes(name);

/**
 * A canary: one more named pointer of a remote over the same releases (env/canary/current),
 * served under /_env/canary/ like an environment, with the share of production's visitors it
 * goes to in env/canary/canary.json. Not an environment: nothing is released `--to canary` and
 * no shell shows it to everyone; production's shells show it to a cookie-pinned cohort.
 */
export const CANARY = 'canary';
/** Every pointer a remote's server serves under /_env/<name>/: the environments, the canary. */
export const isServedPointer = (name: string) => isEnvironment(name) || name === CANARY;

export const PREVIEW_PORT_OFFSET = 1000;

/** The API's own limits, enforced again at the edge so a refused body never reaches it. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** An upload's file (10 MB) plus room for the multipart envelope around it. */
export const UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024 + 64 * 1024;

export interface ShellConfig {
  port: number;
  host: string;
  /** The API's origin: the /api proxy sends path and query there, nowhere else. */
  apiUrl: string;
  /** The shop's public origin (canonical links, social cards); allowed as a write's Origin. */
  publicOrigin: string;
  /** The environment whose releases this shell shows (SHOP_ENVIRONMENT; production). */
  environment: string;
  /** Remote name -> its mf-manifest.json address, in this shell's environment. */
  remotes: Record<string, string>;
  /** Origins a `?preview=` override may load a remote from. */
  previewOrigins: string[];
  /** Peers whose X-Forwarded-For is believed (a load balancer); empty: nobody's. */
  trustedProxies: string[];
  /** false: every page is the plain HTML and the browser renders it all. */
  serverRender: boolean;
  /** How long a public page's server HTML is reused; 0 turns the cache off. */
  pageCacheMs: number;
  /**
   * The longest a remote area rendered for nobody is reused (while its release and the public
   * data's version stay the same: shell/area-cache.ts); 0 turns the area cache off.
   */
  areaCacheMs: number;
  /** How long the API may take to answer before the proxy answers 504. */
  apiTimeoutMs: number;
  /** After SIGTERM: how long the server stays open, unready, before it stops taking requests. */
  drainDelayMs: number;
  /** Where GET /metrics is served, apart from the public port; null: nowhere. */
  metrics: MetricsListen | null;
  /** Uploads kept by this server (a folder of its own inside `dir`); 0 bytes: none kept. */
  uploadCache: { parentDir: string; maxBytes: number };
  /** Sent with every /__render request: the remotes' servers render only for who knows it. */
  renderSecret: string | null;
  /** The shop's own social accounts (the footer's links, the organisation's sameAs). */
  social: SocialAccounts;
  /** Browser telemetry (POST /_telemetry); the defaults when left out. */
  telemetry?: TelemetryConfig;
  /**
   * How often a production shell reads each remote's canary state (CANARY_POLL_MS, 10 s; 0:
   * once, at start): a canary's start or end reaches every visitor within it.
   */
  canaryPollMs?: number;
  /** The automatic abort of a failing canary (shell/canary-guard.ts); the defaults when left out. */
  canaryGuard?: CanaryGuardConfig;
}

export interface CanaryGuardConfig {
  /** Canary pages before the rule decides (CANARY_MIN_PAGES, default 50). */
  minPages: number;
  /** Canary failures before the rule decides (CANARY_MIN_FAILURES, default 5). */
  minFailures: number;
  /** The one-sided two-proportion z-score that aborts (CANARY_MIN_Z, default 3). */
  minZ: number;
  /** Who is e-mailed when a canary is aborted (CANARY_ALERT_EMAIL); null: nobody. */
  alertEmail: string | null;
  /** The SMTP server that sends it (SMTP_URL, smtp:// or smtps://); null: an .eml file instead. */
  smtpUrl: string | null;
  /** Where the .eml files go without SMTP_URL (CANARY_MAIL_DIR, default <DATA_DIR or tmp>/mail). */
  mailDir: string;
}

const EMAIL_ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

function readWhole(value: string | undefined, what: string, fallback: number, min: number): number {
  const text = value?.trim() || String(fallback);
  const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < min) {
    throw new Error(`${what} must be a whole number of at least ${min}, got "${text}"`);
  }
  return number;
}

/** CANARY_MIN_PAGES, CANARY_MIN_FAILURES, CANARY_MIN_Z, CANARY_ALERT_EMAIL, SMTP_URL, CANARY_MAIL_DIR. */
export function readCanaryGuardConfig(env: NodeJS.ProcessEnv = process.env): CanaryGuardConfig {
  const z = env.CANARY_MIN_Z?.trim() || '3';
  const minZ = Number(z);
  if (!Number.isFinite(minZ) || minZ < 1) {
    throw new Error(`CANARY_MIN_Z must be a number of at least 1, got "${z}"`);
  }
  const alertEmail = env.CANARY_ALERT_EMAIL?.trim() || null;
  if (alertEmail !== null && !EMAIL_ADDRESS.test(alertEmail)) {
    throw new Error(`CANARY_ALERT_EMAIL must be one e-mail address, got "${alertEmail}"`);
  }
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address');
  }
  return {
    minPages: readWhole(env.CANARY_MIN_PAGES, 'CANARY_MIN_PAGES', 50, 1),
    minFailures: readWhole(env.CANARY_MIN_FAILURES, 'CANARY_MIN_FAILURES', 5, 1),
    minZ,
    alertEmail,
    smtpUrl,
    mailDir: env.CANARY_MAIL_DIR?.trim() || path.join(env.DATA_DIR?.trim() || os.tmpdir(), 'mail'),
  };
}

/** How often the shell polls the remotes' canaries unless told (CANARY_POLL_MS). */
export const CANARY_POLL_MS = 10_000;

export interface TelemetryConfig {
  /** Beacons one client address may send per minute (TELEMETRY_RATE_PER_MINUTE, default 60). */
  ratePerMinute: number;
  /** Share of page views whose Web Vitals are sent (VITALS_SAMPLE_RATE, 0 to 1, default 0.25). */
  vitalsSampleRate: number;
}

/** TELEMETRY_RATE_PER_MINUTE and VITALS_SAMPLE_RATE. */
export function readTelemetryConfig(env: NodeJS.ProcessEnv = process.env): TelemetryConfig {
  const rate = env.TELEMETRY_RATE_PER_MINUTE?.trim() || '60';
  const ratePerMinute = /^\d+$/.test(rate) ? Number(rate) : Number.NaN;
  if (!Number.isInteger(ratePerMinute) || ratePerMinute < 1) {
    throw new Error(`TELEMETRY_RATE_PER_MINUTE must be a whole number above 0, got "${rate}"`);
  }
  const sample = env.VITALS_SAMPLE_RATE?.trim() || '0.25';
  const vitalsSampleRate = Number(sample);
  if (!Number.isFinite(vitalsSampleRate) || vitalsSampleRate < 0 || vitalsSampleRate > 1) {
    throw new Error(`VITALS_SAMPLE_RATE must be a number from 0 to 1, got "${sample}"`);
  }
  return { ratePerMinute, vitalsSampleRate };
}

/** A private listener's address (the Prometheus endpoint's). */
export interface MetricsListen {
  port: number;
  host: string;
}

function parseUrl(value: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what} is not a URL: "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${what} must be http(s): "${value}"`);
  }
  return url;
}

export function readPort(value: string | undefined, what: string, fallback: number): number {
  // Digits only: Number() would also read '', '0x50' and '1e3'.
  const port = value === undefined ? fallback : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${what} must be a port number, got "${value}"`);
  }
  return port;
}

export function readMilliseconds(value: string | undefined, what: string, fallback: number) {
  // An empty value is a mistake, not 0 (which would turn the API's timeout off).
  const ms = value === undefined ? fallback : value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(ms) || ms < 0)
    throw new Error(`${what} must be milliseconds, got "${value}"`);
  return ms;
}

/**
 * METRICS_PORT (unset or empty: no metrics listener) and METRICS_HOST (default 127.0.0.1: only
 * this machine, or a pod's own scraper, can reach it).
 */
export function readMetricsListen(env: NodeJS.ProcessEnv = process.env): MetricsListen | null {
  const port = env.METRICS_PORT?.trim();
  if (!port) return null;
  return {
    port: readPort(port, 'METRICS_PORT', Number.NaN),
    host: env.METRICS_HOST || '127.0.0.1',
  };
}

/**
 * RENDER_SECRET: the secret the shell's servers show a remote's server (header X-Render-Secret)
 * when they ask it to render, and without which that server refuses /__render (403). At least
 * 16 visible ASCII characters; `npm start` makes a new one each time it starts. Unset: a
 * remote's /__render answers anyone who can reach its port.
 */
export function readRenderSecret(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.RENDER_SECRET;
  if (value === undefined || value === '') return null;
  if (!/^[\x21-\x7e]{16,}$/.test(value)) {
    throw new Error('RENDER_SECRET must be at least 16 visible ASCII characters, with no spaces');
  }
  return value;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * LOG_LEVEL; by default `info` (a line per request) in production (NODE_ENV=production) and
 * `warn` elsewhere, so a developer's `npm start` shows only what went wrong.
 */
export function readLogLevel(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const level =
    env.LOG_LEVEL?.trim().toLowerCase() || (env.NODE_ENV === 'production' ? 'info' : 'warn');
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  return level as LogLevel;
}

/** Names Fastify's trustProxy (proxy-addr) understands for whole address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
  );
}

/**
 * TRUSTED_PROXIES: comma-separated addresses, CIDR ranges or range names (`loopback`), as
 * Fastify's trustProxy takes them, of the load balancers in front of this server.
 */
export function readTrustedProxies(value: string | undefined): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    if (!isAddressOrRange(item)) {
      throw new Error(`TRUSTED_PROXIES: "${item}" is not an address or CIDR range`);
    }
  }
  return items;
}

/**
 * SERVE_BUILD: what a remote's server (healing-serve) serves. `live` (the default): its live
 * release (releases/current) when it has one, else its working-tree build. `dist`: always the
 * working-tree build, releases or not: the site tests test the change, never a release.
 */
export function readServeBuild(env: NodeJS.ProcessEnv = process.env): 'live' | 'dist' {
  const value = env.SERVE_BUILD?.trim() || 'live';
  if (value !== 'live' && value !== 'dist') {
    throw new Error(`SERVE_BUILD must be "live" or "dist", got "${value}"`);
  }
  return value;
}

/**
 * RELEASES_ROOT: an absolute folder, possibly shared by several servers (a network mount), that
 * holds one folder of releases per remote (`<root>/mf-catalog/`). Unset: each remote keeps its
 * releases in its own package folder (`mf-catalog/releases/`).
 */
export function readReleasesRoot(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.RELEASES_ROOT;
  if (value === undefined || value.trim() === '') return null;
  // Relative would mean a different folder for each package a command runs in.
  if (!path.isAbsolute(value)) {
    throw new Error(`RELEASES_ROOT must be an absolute path, got "${value}"`);
  }
  return path.normalize(value);
}

/**
 * UPLOAD_CACHE_MB (256; 0 keeps none): the uploads this server keeps on disk, in a folder of its
 * own inside UPLOAD_CACHE_DIR (the system's temporary folder by default).
 */
export function readUploadCache(env: NodeJS.ProcessEnv = process.env) {
  const megabytes = env.UPLOAD_CACHE_MB?.trim() ?? '256';
  if (!/^\d+$/.test(megabytes)) {
    throw new Error(`UPLOAD_CACHE_MB must be a whole number of megabytes, got "${megabytes}"`);
  }
  const parentDir = env.UPLOAD_CACHE_DIR?.trim() || os.tmpdir();
  if (!path.isAbsolute(parentDir)) {
    throw new Error(`UPLOAD_CACHE_DIR must be an absolute path, got "${parentDir}"`);
  }
  return { parentDir, maxBytes: Number(megabytes) * 1024 * 1024 };
}

/** Each network's setting and the sites an account on it may live on. */
const SOCIAL_SETTINGS: readonly { network: SocialNetwork; env: string; hosts: string[] }[] = [
  { network: 'facebook', env: 'SOCIAL_FACEBOOK_URL', hosts: ['facebook.com'] },
  { network: 'instagram', env: 'SOCIAL_INSTAGRAM_URL', hosts: ['instagram.com'] },
  { network: 'tiktok', env: 'SOCIAL_TIKTOK_URL', hosts: ['tiktok.com'] },
  { network: 'youtube', env: 'SOCIAL_YOUTUBE_URL', hosts: ['youtube.com'] },
];

/**
 * The shop's accounts: each an https address on its network's site that names the account (not
 * the site's home page). Unset or empty: the shop shows no link to that network.
 */
export function readSocialAccounts(env: NodeJS.ProcessEnv): SocialAccounts {
  const accounts: SocialAccounts = {};
  for (const { network, env: name, hosts } of SOCIAL_SETTINGS) {
    const value = env[name]?.trim();
    if (!value) continue;
    const url = parseUrl(value, name);
    const onSite = hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
    if (url.protocol !== 'https:' || !onSite) {
      throw new Error(`${name} must be an https address on ${hosts.join(' or ')}: "${value}"`);
    }
    if (url.pathname.replace(/\/+$/, '') === '') {
      throw new Error(`${name} must name the shop's account, not the site's home page: "${value}"`);
    }
    accounts[network] = url.href;
  }
  return accounts;
}

/**
 * SHOP_ENVIRONMENT: the environment whose releases the shell shows (`production`, the default,
 * or `staging`): each remote's manifest address (REMOTE_*_URL, production's) becomes that
 * environment's (build-kit's environmentManifestUrl).
 */
export function readShopEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.SHOP_ENVIRONMENT?.trim() || PRODUCTION;
  if (!isEnvironment(value)) {
    throw new Error(`SHOP_ENVIRONMENT must be one of ${ENVIRONMENTS.join(', ')}, got "${value}"`);
  }
  return value;
}

export function readShellConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  const host = env.REMOTES_HOST ?? 'localhost';
  const environment = readShopEnvironment(env);
  const remotes: Record<string, string> = {};
  for (const remote of REMOTES) {
    const value = env[remote.env] ?? `http://${host}:${remote.port}/mf-manifest.json`;
    // An empty value means the remote is not deployed: its pages show their fallback and its
    // home-page sections stay out.
    if (value.trim() === '') continue;
    remotes[remote.name] = environmentManifestUrl(parseUrl(value, remote.env).href, environment);
  }
  // Previews are allowed only from these origins; empty turns previews off.
  const previewList =
    env.PREVIEW_ORIGINS ??
    REMOTES.map((remote) => `http://${host}:${remote.port + PREVIEW_PORT_OFFSET}`).join(',');
  const previewOrigins = previewList
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => parseUrl(item, 'PREVIEW_ORIGINS').origin);
  const port = readPort(env.SHOP_PORT ?? env.PORT, 'SHOP_PORT', 8080);
  const metrics = readMetricsListen(env);
  if (metrics?.port === port) throw new Error('METRICS_PORT must differ from SHOP_PORT');
  return {
    port,
    host: env.SHOP_HOST ?? '0.0.0.0',
    apiUrl: parseUrl(env.API_URL ?? 'http://127.0.0.1:3000', 'API_URL').origin,
    publicOrigin: parseUrl(env.PUBLIC_ORIGIN ?? `http://localhost:${port}`, 'PUBLIC_ORIGIN').origin,
    environment,
    remotes,
    previewOrigins,
    trustedProxies: readTrustedProxies(env.TRUSTED_PROXIES),
    serverRender: env.SERVER_RENDER !== 'off',
    pageCacheMs: readMilliseconds(env.PAGE_CACHE_MS, 'PAGE_CACHE_MS', 5_000),
    areaCacheMs: readMilliseconds(env.AREA_CACHE_MS, 'AREA_CACHE_MS', 60_000),
    apiTimeoutMs: readMilliseconds(env.API_TIMEOUT_MS, 'API_TIMEOUT_MS', 30_000),
    drainDelayMs: readMilliseconds(env.DRAIN_DELAY_MS, 'DRAIN_DELAY_MS', 0),
    metrics,
    uploadCache: readUploadCache(env),
    renderSecret: readRenderSecret(env),
    social: readSocialAccounts(env),
    telemetry: readTelemetryConfig(env),
    canaryPollMs: readMilliseconds(env.CANARY_POLL_MS, 'CANARY_POLL_MS', CANARY_POLL_MS),
    canaryGuard: readCanaryGuardConfig(env),
  };
}
