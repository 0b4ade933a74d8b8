#!/usr/bin/env node
// `npm start`: builds what changed, then runs the whole shop on this machine: the API (which
// starts an embedded PostgreSQL unless DATABASE_URL is set), each remote from its own port, and
// the shell on http://localhost:8080 with /api on the same origin. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChanged } from './build-changed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// --no-build (or START_SKIP_BUILD=1) serves the builds as they are, e.g. while another package
// of the tree is half-way through a change.
if (!process.argv.includes('--no-build') && process.env.START_SKIP_BUILD !== '1') {
  buildChanged(root, { force: process.argv.includes('--rebuild') });
}
// The edge is built above, with everything else that changed.
const { localPorts, REMOTE_PACKAGES, REMOTES } = await import('@healing/edge');
const ports = localPorts();
const host = process.env.REMOTES_HOST ?? 'localhost';
const shopOrigin = `http://localhost:${ports.shop}`;

/** @type {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>[]} */
const children = [];
let stopping = false;

/**
 * Runs one part of the shop as a child process, its output prefixed with its name.
 * @param {string} name
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string> }} [options]
 */
function run(name, args, { cwd = root, env = {} } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = `[${name}] `;
  /**
   * @param {import('node:stream').Readable} stream
   * @param {NodeJS.WriteStream} out
   */
  const forward = (stream, out) =>
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      const lines = chunk.toString().replace(/\n$/, '').split('\n');
      out.write(lines.map((/** @type {string} */ line) => prefix + line).join('\n') + '\n');
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    void stop(typeof code === 'number' && code !== 0 ? code : 1);
  });
  children.push(child);
  return child;
}

/** Stops every part (SIGTERM, then SIGKILL after 10 s), then exits with `code`. */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const exits = children.map(
    (child) =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve();
          else child.once('exit', () => resolve());
        })
      ),
  );
  for (const child of children) child.kill('SIGTERM');
  const killer = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
  }, 10_000);
  await Promise.all(exits);
  clearTimeout(killer);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

run('api', ['dist/main.js'], {
  cwd: path.join(root, 'api'),
  env: {
    PORT: String(ports.api),
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? shopOrigin,
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? shopOrigin,
  },
});

/** @type {Record<string, string>} */
const remoteEnv = {};
for (const remote of REMOTES) {
  const dir = REMOTE_PACKAGES[remote.name];
  const remotePort = ports.remotes[remote.name];
  run(dir, [path.join(root, 'shell/edge/bin/healing-serve.cjs'), '--port', String(remotePort)], {
    cwd: path.join(root, dir),
    // Where its server-side renderer fetches a page's data.
    env: { API_URL: process.env.API_URL ?? `http://127.0.0.1:${ports.api}` },
  });
  remoteEnv[remote.env] =
    process.env[remote.env] ?? `http://${host}:${remotePort}/mf-manifest.json`;
}

run('shell', [path.join(root, 'shell/edge/bin/healing-shell.cjs')], {
  cwd: path.join(root, 'shell'),
  env: {
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? shopOrigin,
    ...remoteEnv,
    SHOP_PORT: String(ports.shop),
    API_URL: process.env.API_URL ?? `http://127.0.0.1:${ports.api}`,
    PREVIEW_ORIGINS:
      process.env.PREVIEW_ORIGINS ??
      Object.values(ports.previews)
        .map((previewPort) => `http://${host}:${previewPort}`)
        .join(','),
  },
});

const ready = await waitFor(`http://127.0.0.1:${ports.shop}/readyz`, 180_000);
if (ready) console.log(`[start] The Healing Shop is open on ${shopOrigin} (Ctrl-C stops it)`);
else if (!stopping) console.error('[start] the API did not become healthy within 3 minutes');
