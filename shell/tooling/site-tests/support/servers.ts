// Extra servers a test starts itself: a copy of a remote served from another port (a preview,
// a redeploy, an outage), or a second shell with its own configuration. They are the same
// server modules `npm start` runs, loaded when a test first needs one: the edge is built by the
// suite's own start-up (start.mjs builds what changed), after Playwright has read the tests.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E, REMOTE_DIRS, REPO_ROOT, type RemoteName } from './site';

const loadEdge = () => import('@healing/edge');

/**
 * Stops a test's server at once: the browser's connections (keep-alive, or a request still on
 * its way) are cut rather than waited for, as a test ends with its page still open.
 */
function closer(app: { server: { closeAllConnections: () => void }; close: () => Promise<void> }) {
  return async () => {
    const closing = app.close();
    app.server.closeAllConnections();
    await closing;
  };
}

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves a remote's build folder (by default its current dist) from `port`. */
export async function serveRemote(
  name: RemoteName,
  port: number,
  dir = path.join(REPO_ROOT, REMOTE_DIRS[name], 'dist'),
): Promise<RunningServer> {
  const { startRemoteServer } = await loadEdge();
  // Like the suite's remote servers, it renders only for shells that show the suite's secret.
  const { app } = await startRemoteServer({
    roots: () => [dir],
    port,
    host: '127.0.0.1',
    renderSecret: E2E.renderSecret,
  });
  return { url: `http://localhost:${port}`, close: closer(app) };
}

/**
 * Serves a remote's releases kept in `releasesRoot` (RELEASES_ROOT), as `npm start` serves a
 * remote's live release: production at the root, each environment under /_env/<name>/, the
 * pointers read at every request. RELEASES_ROOT is this process's until the server closes.
 */
export async function serveRemoteReleases(
  name: RemoteName,
  port: number,
  releasesRoot: string,
): Promise<RunningServer> {
  const { startRemoteServer, releases } = await loadEdge();
  const packageDir = path.join(REPO_ROOT, REMOTE_DIRS[name]);
  const saved = process.env.RELEASES_ROOT;
  process.env.RELEASES_ROOT = releasesRoot;
  const { app } = await startRemoteServer({
    roots: (environment) => releases.servedRoots(packageDir, environment),
    canaryFile: () => releases.canaryFile(packageDir),
    port,
    host: '127.0.0.1',
    renderSecret: E2E.renderSecret,
  });
  const close = closer(app);
  return {
    url: `http://localhost:${port}`,
    close: async () => {
      await close();
      if (saved === undefined) delete process.env.RELEASES_ROOT;
      else process.env.RELEASES_ROOT = saved;
    },
  };
}

/** A copy of a remote's build in a temporary folder, to serve or to change. */
export function copyRemoteBuild(name: RemoteName): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), `remote-${name}-`));
  cpSync(path.join(REPO_ROOT, REMOTE_DIRS[name], 'dist'), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A second shell, on `port`, with the configuration the test gives it. */
export async function serveShell(
  port: number,
  config: {
    apiUrl: string;
    remotes: Record<string, string>;
    /** The environment whose releases it shows (SHOP_ENVIRONMENT), for its metrics' labels. */
    environment?: string;
    previewOrigins?: string[];
    /** Where its Prometheus metrics are served (GET /metrics); none by default. */
    metrics?: { port: number; host: string };
    /** How often it reads the remotes' canary state (CANARY_POLL_MS). */
    canaryPollMs?: number;
  },
): Promise<RunningServer> {
  const { buildShellServer, readShellConfig } = await loadEdge();
  const { app } = await buildShellServer({
    distDir: path.join(REPO_ROOT, 'shell/host/dist'),
    config: {
      ...readShellConfig({ SHOP_PORT: String(port), API_URL: config.apiUrl }),
      previewOrigins: [],
      renderSecret: E2E.renderSecret,
      ...config,
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://localhost:${port}`, close: closer(app) };
}
