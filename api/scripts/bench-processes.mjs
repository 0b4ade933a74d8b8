// What the benchmark starts and stops: the build, a fresh database, child processes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

function newestMtime(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    return Math.max(newest, time);
  }, 0);
}

/** Runs `tsc -p tsconfig.build.json` when api/dist is missing or older than api/src. */
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

/** Drops and re-creates `database` on the server; returns its URL. */
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

const children = [];

/** A Node child process in `cwd`, its errors shown, stopped by stopChildren(). */
export function startNode(name, args, { cwd, env }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (!child.stopping) console.error(`${name} exited early (code ${code})`);
  });
  children.push(child);
  return child;
}

export async function stopChildren() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.stopping = true;
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
}

/** Waits until `url` answers 2xx, or fails when `child` exits first. */
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
