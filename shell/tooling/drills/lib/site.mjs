// A private copy of the shop for a drill or a benchmark, started the way `npm start` starts it
// (shell/tooling/start/start.mjs: it builds what changed unless START_SKIP_BUILD=1, then runs the API
// with its embedded PostgreSQL, the four remote servers and the shell's server), on the
// caller's ports and a fresh data folder. Its output is kept, not shown (DRILL_VERBOSE=1 shows
// it), so the caller can read the API's request log and the servers' errors.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { isListening } from './processes.mjs';

import { ROOT, START_SCRIPT } from '../../paths.mjs';

/**
 * @typedef {object} SitePorts
 * @property {number} api
 * @property {number} remoteBase the four remotes listen on remoteBase..remoteBase+3
 * @property {number} shop
 * @property {number} pg
 * @property {number} previewBase origins on the preview allowlist (nothing listens there)
 */

/**
 * @typedef {object} Site
 * @property {SitePorts} ports
 * @property {string} apiUrl
 * @property {Record<string, string>} env the environment the shell's server was given; its
 *   RENDER_SECRET is what a shell of the caller's own shows the site's remotes to render
 * @property {import('node:child_process').ChildProcess} process start.mjs
 * @property {() => { code: number | null, signal: string | null } | null} exited
 * @property {() => string} apiLog the API's output so far, its lines joined without breaks
 *   (a line that reached start.mjs in two pieces is whole again)
 * @property {() => number} apiLogLength
 * @property {(lines?: number) => string[]} tail the last lines of everything the site printed
 * @property {(timeoutMs?: number) => Promise<void>} stop SIGTERM to start.mjs, which stops the
 *   servers in order; SIGKILL to its process group after the timeout
 * @property {() => void} stopNow for exit handlers: SIGTERM to start.mjs, nothing awaited
 */

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The ports the caller asks for, all free, or an error naming the ones in use.
 * @param {number[]} ports
 */
export async function assertPortsFree(ports) {
  /** @type {number[]} */
  const busy = [];
  for (const port of ports) if (await isListening(port)) busy.push(port);
  if (busy.length > 0) {
    throw new Error(
      `something already listens on port(s) ${busy.join(', ')}: another run of this script, or another copy of the shop`,
    );
  }
}

/**
 * Starts the shop and waits until the shell's /readyz says ready.
 * @param {object} options
 * @param {string} options.label for messages: "drill:edge", "bench:edge"
 * @param {SitePorts} options.ports
 * @param {string} options.dataDir emptied first
 * @param {Record<string, string>} [options.env] more settings for every server
 * @param {number} [options.readyTimeoutMs]
 * @param {(site: Site) => void} [options.onStarted] called as soon as start.mjs runs, before it is
 *   ready, so a Ctrl-C while the shop starts (or builds) can stop it too
 * @returns {Promise<Site>}
 */
export async function startSite({
  label,
  ports,
  dataDir,
  env = {},
  readyTimeoutMs = 300_000,
  onStarted,
}) {
  await assertPortsFree([
    ports.api,
    ports.shop,
    ports.pg,
    ...[0, 1, 2, 3].map((i) => ports.remoteBase + i),
  ]);
  rmSync(dataDir, { recursive: true, force: true });
  const previewOrigins = [0, 1, 2, 3]
    .map((i) => `http://localhost:${ports.previewBase + i}`)
    .join(',');
  const siteEnv = {
    SHOP_PORT: String(ports.shop),
    SHOP_HOST: '127.0.0.1',
    API_PORT: String(ports.api),
    REMOTE_PORT_BASE: String(ports.remoteBase),
    EMBEDDED_PG_PORT: String(ports.pg),
    DATA_DIR: dataDir,
    PREVIEW_ORIGINS: previewOrigins,
    // No staging shell: nothing here uses it, and its port (8081) may be a running shop's.
    STAGING_PORT: 'off',
    // Named here, not made by start.mjs, so the caller's own shells can show it too.
    RENDER_SECRET: randomBytes(32).toString('base64url'),
    ...env,
  };
  const verbose = process.env.DRILL_VERBOSE === '1';
  // Its own process group: a Ctrl-C in the terminal reaches the caller only, which then stops
  // the site in order (start.mjs stops its servers; the API stops its PostgreSQL last).
  const child = spawn(process.execPath, [START_SCRIPT], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...siteEnv },
  });
  /** @type {{ code: number | null, signal: string | null } | null} */
  let exit = null;
  child.on('exit', (code, signal) => {
    exit = { code, signal };
  });
  /** @type {string[]} */
  const apiParts = [];
  let apiLength = 0;
  /** @type {string[]} */
  const recent = [];
  let pending = '';
  const take = (/** @type {Buffer} */ chunk) => {
    if (verbose) process.stdout.write(chunk);
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('[api] ')) {
        apiParts.push(line.slice(6));
        apiLength += line.length - 6;
      }
      recent.push(line);
      if (recent.length > 400) recent.splice(0, recent.length - 200);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);

  const site = {
    ports,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    env: siteEnv,
    process: child,
    exited: () => exit,
    apiLog: () => apiParts.join(''),
    apiLogLength: () => apiLength,
    tail: (lines = 30) => recent.slice(-lines),
    stop: async (timeoutMs = 30_000) => {
      /** @param {NodeJS.Signals} signal */
      const signalGroup = (signal) => {
        try {
          if (child.pid) process.kill(-child.pid, signal);
        } catch {
          // the group is empty
        }
      };
      if (!exit) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const killed = await Promise.race([
          exited.then(() => false),
          sleep(timeoutMs).then(() => true),
        ]);
        if (killed) signalGroup('SIGKILL');
      }
      // Whatever start.mjs left in its group (a build it was running when stopped).
      signalGroup('SIGTERM');
    },
    stopNow: () => {
      if (!exit) child.kill('SIGTERM');
    },
  };

  onStarted?.(site);
  const deadline = Date.now() + readyTimeoutMs;
  process.stdout.write(
    `[${label}] starting the shop on ports ${ports.shop} (shell), ${ports.api} (API), ${ports.remoteBase}-${ports.remoteBase + 3} (remotes), ${ports.pg} (PostgreSQL); data in ${dataDir}\n`,
  );
  while (Date.now() < deadline) {
    if (exit) {
      throw new Error(
        `the shop stopped while starting (${JSON.stringify(exit)}); its last lines:\n${site.tail(30).join('\n')}`,
      );
    }
    try {
      const answer = await fetch(`http://127.0.0.1:${ports.shop}/readyz`);
      await answer.body?.cancel();
      if (answer.ok) return site;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  await site.stop();
  throw new Error(
    `the shop was not ready within ${readyTimeoutMs / 1000} s; its last lines:\n${site.tail(30).join('\n')}`,
  );
}

/**
 * Waits for `url` to answer 200.
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitForOk(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(url);
      await answer.body?.cancel();
      if (answer.ok) return;
    } catch {
      // starting
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}
