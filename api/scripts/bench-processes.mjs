// What the benchmark starts and stops: the build, a fresh database, child processes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/**
 * @param {string} dir
 * @returns {number}
 */
function newestMtime(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    return Math.max(newest, time);
  }, 0);
}

/**
 * Runs `tsc -p tsconfig.build.json` when api/dist is missing or older than api/src.
 * @param {string} apiDir
 */
export function ensureBuild(apiDir) {
  const main = path.join(apiDir, 'dist', 'main.js');
  if (existsSync(main) && statSync(main).mtimeMs >= newestMtime(path.join(apiDir, 'src'))) return;
  console.log('Building the API (tsc -p tsconfig.build.json)...');
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: apiDir,
    stdio: 'inherit',
  });
  if (!existsSync(main)) throw new Error('The build produced no dist/main.js');
  if (build.status !== 0) console.warn('tsc reported errors; measuring the JavaScript it emitted.');
}

/**
 * The API's embedded PostgreSQL as built in api/dist (ensureBuild() first): the benchmark and the
 * drills run the compiled server.
 * @param {string} apiDir
 * @returns {Promise<typeof import('../src/database/embedded-postgres.js')>}
 */
export async function importEmbeddedPostgres(apiDir) {
  const built = pathToFileURL(path.join(apiDir, 'dist', 'database', 'embedded-postgres.js'));
  /** @type {unknown} */
  const module = await import(built.href);
  return /** @type {typeof import('../src/database/embedded-postgres.js')} */ (module);
}

/**
 * Drops and re-creates `database` on the server; returns its URL.
 * @param {string} serverUrl
 * @param {string} database
 */
export async function freshDatabase(serverUrl, database) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(database)}`);
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** The children stopChildren() is stopping: their exit is no surprise. */
const stopping = new WeakSet();

/**
 * A Node child process in `cwd`, its errors shown, stopped by stopChildren().
 * @param {string} name
 * @param {string[]} args
 * @param {{ cwd: string, env: Record<string, string> }} options
 */
export function startNode(name, args, { cwd, env }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (!stopping.has(child)) console.error(`${name} exited early (code ${code})`);
  });
  children.push(child);
  return child;
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    stopping.add(child);
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

export async function stopChildren() {
  await Promise.all(children.map(stopChild));
}

/**
 * Waits until `url` answers 2xx, or fails when `child` exits first.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 */
export async function waitUntilUp(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited`);
    const isUp = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
