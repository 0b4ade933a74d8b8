// What `npm start` and `npm run start:cluster` share: the build step, the shop's processes as
// Node children with their output prefixed by name, the remotes' addresses, and waiting for a
// health endpoint.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildChanged } from './build.mjs';

import { EDGE_DIR, ROOT } from '../../paths.mjs';

export { ROOT };

/** @typedef {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>} Child */

/**
 * Builds what changed, unless `--no-build` (or START_SKIP_BUILD=1) says to serve the builds as
 * they are, e.g. while another package of the tree is half-way through a change.
 * @param {string[]} [argv]
 */
export function buildUnlessSkipped(argv = process.argv) {
  if (argv.includes('--no-build') || process.env.START_SKIP_BUILD === '1') return;
  buildChanged({ force: argv.includes('--rebuild') });
}

/**
 * Where each line a child prints goes: by default to this process's output, prefixed with the
 * child's name.
 * @typedef {(name: string, line: string, stream: 'stdout' | 'stderr') => void} LineSink
 */

/** @type {LineSink} */
export const printPrefixed = (name, line, stream) =>
  void (stream === 'stderr' ? process.stderr : process.stdout).write(`[${name}] ${line}\n`);

/**
 * Runs `command` (Node itself unless given) as a child, each line of its output handed to
 * `sink` with its name.
 * @param {string} name
 * @param {string[]} args
 * `detached`: in a process group of its own, so a Ctrl-C in the terminal reaches only this
 * process, which then stops its children in its own order.
 * @param {{ cwd?: string, env?: Record<string, string>, command?: string, sink?: LineSink, detached?: boolean }} [options]
 * @returns {Child}
 */
export function spawnChild(
  name,
  args,
  { cwd = ROOT, env = {}, command = process.execPath, sink = printPrefixed, detached = false } = {},
) {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    detached,
  });
  for (const stream of /** @type {const} */ (['stdout', 'stderr'])) {
    let rest = '';
    child[stream].on('data', (/** @type {Buffer} */ chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) sink(name, line, stream);
    });
    child[stream].on('end', () => {
      if (rest) sink(name, rest, stream);
    });
  }
  return child;
}

/**
 * True while `child` has not exited.
 * @param {import('node:child_process').ChildProcess} child
 */
export const isRunning = (child) => child.exitCode === null && child.signalCode === null;

/**
 * Signals every child (SIGTERM unless told), SIGKILL to those still running after `killAfterMs`;
 * resolves once all have exited.
 * @param {import('node:child_process').ChildProcess[]} children
 * @param {{ signal?: NodeJS.Signals, killAfterMs?: number }} [options]
 */
export async function stopChildren(children, { signal = 'SIGTERM', killAfterMs = 10_000 } = {}) {
  const exits = children.map(
    (child) =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          if (!isRunning(child)) resolve();
          else child.once('exit', () => resolve());
        })
      ),
  );
  for (const child of children) if (isRunning(child)) child.kill(signal);
  const killer = setTimeout(() => {
    for (const child of children) if (isRunning(child)) child.kill('SIGKILL');
  }, killAfterMs);
  await Promise.all(exits);
  clearTimeout(killer);
}

/**
 * Polls `url` until it answers 2xx: true, or false after `timeoutMs` or once `giveUp()` says so.
 * @param {string} url
 * @param {number} timeoutMs
 * @param {() => boolean} [giveUp]
 */
export async function waitForOk(url, timeoutMs, giveUp = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !giveUp()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * The arguments that serve one remote on `port` (run in its package folder), as `npm start` runs
 * it: its live release, else its build.
 * @param {number} port
 */
export const remoteServerArgs = (port) => [
  path.join(EDGE_DIR, 'bin/healing-serve.cjs'),
  '--port',
  String(port),
];

/** The arguments that run the shell's server (in `shell/`), configured by its environment. */
export const shellServerArgs = () => [path.join(EDGE_DIR, 'bin/healing-shell.cjs')];

/**
 * The secret the shell's servers show a remote's server when they ask it to render (its
 * /__render refuses anyone else): RENDER_SECRET when the environment names one, else a new one
 * for this start, given to every shell and remote server it starts.
 */
export const renderSecretForStart = () =>
  process.env.RENDER_SECRET || randomBytes(32).toString('base64url');

/**
 * Each remote's manifest address for the shell's server (REMOTE_*_URL), unless the environment
 * names one already.
 * @param {readonly { name: string, env: string }[]} remotes
 * @param {Record<string, number>} ports  remote name -> port
 * @param {string} host
 * @returns {Record<string, string>}
 */
export function remoteManifestEnv(remotes, ports, host) {
  return Object.fromEntries(
    remotes.map((remote) => [
      remote.env,
      process.env[remote.env] ?? `http://${host}:${ports[remote.name]}/mf-manifest.json`,
    ]),
  );
}
