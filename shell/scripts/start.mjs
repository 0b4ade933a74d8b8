#!/usr/bin/env node
// `npm start`: builds what changed, then runs the shop. With no DATABASE_URL the API starts an
// embedded PostgreSQL itself. Ctrl-C stops everything this script started.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIfChanged(pkg, sourceDirs, output) {
  const outputPath = path.join(root, pkg, output);
  const sourceTime = Math.max(...sourceDirs.map((dir) => newestMtime(path.join(root, pkg, dir))));
  if (existsSync(outputPath) && statSync(outputPath).mtimeMs >= sourceTime) return;
  console.log(`[start] building ${pkg}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] the build of ${pkg} failed`);
    process.exit(result.status ?? 1);
  }
}

buildIfChanged('api', ['src'], 'dist/main.js');

const children = [];
function run(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 8000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', process.execPath, ['api/dist/main.js'], { PORT: process.env.API_PORT ?? '3000' });
