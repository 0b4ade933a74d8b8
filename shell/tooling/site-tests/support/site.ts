// Where the site under test runs. The suite starts its own copy of the shop (as `npm start`
// does) on ports of its own and a fresh database, so it never touches a shop you are running.
// E2E_PORT_OFFSET moves every port, for running two suites side by side.
import os from 'node:os';
import path from 'node:path';
import remotes from '@healing/build-kit/remotes.json';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const base = 18000 + offset * 100;

export const E2E = {
  apiPort: base,
  shopPort: base + 80,
  /** The suite's staging shell (npm start's STAGING_PORT). */
  stagingPort: base + 81,
  remotePortBase: base + 11,
  pgPort: 24400 + offset,
  /** Spare ports the tests use for their own remote servers (previews, outages). */
  sparePortBase: base + 50,
  previewPorts: [base + 61, base + 62, base + 63, base + 64],
  dataDir: path.join(os.tmpdir(), `healing-e2e-${offset}`),
  adminToken: 'e2e-admin-token-0123456789',
  /**
   * What the suite's shell servers show the remotes' servers to render (RENDER_SECRET): fixed,
   * so the tests' own shells and render requests can show it too.
   */
  renderSecret: `e2e-render-secret-${offset}-0123456789abcdef`,
};

export const SHOP_URL = `http://localhost:${E2E.shopPort}`;
export const API_URL = `http://127.0.0.1:${E2E.apiPort}`;

/** The remotes' federation names, in the order of their ports (build-kit/remotes.json). */
export const REMOTE_ORDER: readonly string[] = remotes.map((remote) => remote.name);
export type RemoteName = string;

/** Each remote's package folder, by federation name. */
export const REMOTE_DIRS: Record<RemoteName, string> = Object.fromEntries(
  remotes.map((remote) => [remote.name, remote.package]),
);

export function remotePort(name: RemoteName): number {
  return E2E.remotePortBase + REMOTE_ORDER.indexOf(name);
}

export function previewOrigin(name: RemoteName): string {
  return `http://localhost:${E2E.previewPorts[REMOTE_ORDER.indexOf(name)]}`;
}

/** The shop's social accounts in the suite. */
export const SOCIAL = {
  instagram: 'https://www.instagram.com/healingshop.test',
  youtube: 'https://www.youtube.com/@healingshop-test',
};

/** The environment `npm start` gets in the suite. */
export function siteEnv(): Record<string, string> {
  return {
    SHOP_PORT: String(E2E.shopPort),
    STAGING_PORT: String(E2E.stagingPort),
    API_PORT: String(E2E.apiPort),
    REMOTE_PORT_BASE: String(E2E.remotePortBase),
    EMBEDDED_PG_PORT: String(E2E.pgPort),
    DATA_DIR: E2E.dataDir,
    ADMIN_TOKEN: E2E.adminToken,
    RENDER_SECRET: E2E.renderSecret,
    PREVIEW_ORIGINS: REMOTE_ORDER.map(previewOrigin).join(','),
    // The shop's origins, whose pages may write to the API: the suite's shop and the second
    // shells some tests start on spare ports.
    CORS_ORIGINS: [
      SHOP_URL,
      `http://localhost:${E2E.stagingPort}`,
      ...Array.from({ length: 30 }, (_, index) => `http://localhost:${E2E.sparePortBase + index}`),
    ].join(','),
    // The suite is one client making many writes; the flood limit has its own tests.
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    MAIL_POLL_INTERVAL_MS: '1000',
    // Two of the shop's social accounts set, two not: only the set ones are shown.
    SOCIAL_INSTAGRAM_URL: SOCIAL.instagram,
    SOCIAL_YOUTUBE_URL: SOCIAL.youtube,
  };
}

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
