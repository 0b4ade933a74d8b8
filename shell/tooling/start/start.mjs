#!/usr/bin/env node
// `npm start`: builds what changed, then runs the whole shop on this machine: the API (which
// starts an embedded PostgreSQL unless DATABASE_URL is set), each remote from its own port, and
// the shell on http://localhost:8080 with /api on the same origin, and the staging shell on
// http://localhost:8081 (STAGING_PORT; `off` leaves it out), which shows the remotes' staging
// releases (`npm run release -w <remote> -- --to staging`). Ctrl-C stops everything.
// (`npm run start:cluster` runs replicas of each behind HAProxy: start-cluster.mjs.)
import path from 'node:path';
import { HOST_DIR } from '../paths.mjs';
import {
  buildUnlessSkipped,
  remoteManifestEnv,
  remoteServerArgs,
  renderSecretForStart,
  ROOT,
  shellServerArgs,
  spawnChild,
  stopChildren,
  waitForOk,
} from './lib/children.mjs';

buildUnlessSkipped();
// The edge is built above, with everything else that changed.
const { localPorts, REMOTE_PACKAGES, REMOTES } = await import('@healing/edge');
const ports = localPorts();
const host = process.env.REMOTES_HOST ?? 'localhost';
const shopOrigin = `http://localhost:${ports.shop}`;
const stagingOrigin = ports.staging === null ? null : `http://localhost:${ports.staging}`;
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${ports.api}`;
// Only the shell's server may ask the remotes' servers to render (their /__render).
const renderSecret = renderSecretForStart();

/**
 * METRICS_PORT, when set, is where the API serves its metrics; each other server takes the next
 * port (remotes, then the shell), since they cannot share one.
 */
const metricsBase = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : null;
let metricsOffset = 0;
/** @returns {Record<string, string>} */
const metricsEnv = () =>
  metricsBase === null ? {} : { METRICS_PORT: String(metricsBase + metricsOffset++) };

/** @type {import('./lib/children.mjs').Child[]} */
const children = [];
let stopping = false;

/**
 * Runs one part of the shop; when it stops on its own, everything stops.
 * @param {string} name
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string> }} options
 */
function run(name, args, options) {
  const child = spawnChild(name, args, options);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    void stop(typeof code === 'number' && code !== 0 ? code : 1);
  });
  children.push(child);
}

/** Stops every part (SIGTERM, then SIGKILL after 10 s), then exits with `code`. */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await stopChildren(children);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

run('api', ['dist/main.js'], {
  cwd: path.join(ROOT, 'api'),
  env: {
    PORT: String(ports.api),
    // Both shells' pages write to the API (through their own /api proxy, with their origin).
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? [shopOrigin, stagingOrigin].filter(Boolean).join(','),
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? shopOrigin,
    ...metricsEnv(),
  },
});

for (const remote of REMOTES) {
  const dir = REMOTE_PACKAGES[remote.name];
  run(dir, remoteServerArgs(ports.remotes[remote.name]), {
    cwd: path.join(ROOT, dir),
    // Where its server-side renderer fetches a page's data.
    env: { API_URL: apiUrl, RENDER_SECRET: renderSecret, ...metricsEnv() },
  });
}

/**
 * A shell's server: production's on the shop's port, or another environment's, whose remotes'
 * addresses are that environment's (SHOP_ENVIRONMENT: edge config.ts readShellConfig).
 * @param {string} name
 * @param {{ port: number, origin: string, environment: string }} shell
 */
function runShell(name, { port, origin, environment }) {
  run(name, shellServerArgs(), {
    cwd: HOST_DIR,
    env: {
      PUBLIC_ORIGIN: environment === 'production' ? (process.env.PUBLIC_ORIGIN ?? origin) : origin,
      ...remoteManifestEnv(REMOTES, ports.remotes, host),
      SHOP_PORT: String(port),
      SHOP_ENVIRONMENT: environment,
      API_URL: apiUrl,
      RENDER_SECRET: renderSecret,
      ...metricsEnv(),
      PREVIEW_ORIGINS:
        process.env.PREVIEW_ORIGINS ??
        Object.values(ports.previews)
          .map((previewPort) => `http://${host}:${previewPort}`)
          .join(','),
    },
  });
}

runShell('shell', { port: ports.shop, origin: shopOrigin, environment: 'production' });
if (ports.staging !== null && stagingOrigin !== null) {
  runShell('shell-staging', { port: ports.staging, origin: stagingOrigin, environment: 'staging' });
}

const ready = await waitForOk(`http://127.0.0.1:${ports.shop}/readyz`, 180_000, () => stopping);
const staging =
  stagingOrigin !== null &&
  (await waitForOk(`http://127.0.0.1:${ports.staging}/readyz`, 30_000, () => stopping));
if (ready) {
  console.log(`[start] The Healing Shop is open on ${shopOrigin} (Ctrl-C stops it)`);
  if (staging) {
    console.log(`[start] Staging (the remotes' staging releases) is open on ${stagingOrigin}`);
  }
} else if (!stopping) console.error('[start] the API did not become healthy within 3 minutes');
