// Builds what changed, as the workspaces' dependency graph says: lerna's task runner (nx) builds
// each package after the workspace packages it depends on and skips (or restores from its local
// cache, .nx/cache) every build whose inputs are unchanged. A package's inputs are its own files
// and those of the workspace packages it depends on (nx.json: `production` and `^production`),
// so a change to the platform rebuilds the shell and the remotes and nothing else (the build kit
// also rebuilds the edge, which type-checks against its render protocol). The edge serves the front ends' builds and is not built into them: their package.json
// says so (`nx.implicitDependencies: ["!@healing/edge"]`).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { ROOT } from '../../paths.mjs';

/** No daemon, no cloud, plain output: a build that leaves nothing running behind it. */
export const NX_ENV = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

/**
 * `lerna run build`, one package at a time (the machine may have two cores).
 * @param {{ force?: boolean, root?: string, stdio?: 'inherit' | 'pipe' }} [options]
 *   force: build every package again, ignoring the cache; root: the repository (tests give a
 *   scratch copy)
 * @returns {import('node:child_process').SpawnSyncReturns<string>}
 */
export function runBuilds({ force = false, root = ROOT, stdio = 'inherit' } = {}) {
  const lerna = createRequire(`${root}/package.json`).resolve('lerna/dist/cli.js');
  const args = [lerna, 'run', 'build', '--concurrency', '1'];
  if (force) args.push('--skip-nx-cache');
  return spawnSync(process.execPath, args, {
    cwd: root,
    stdio,
    encoding: 'utf8',
    env: { ...process.env, ...NX_ENV },
  });
}

/**
 * Builds what changed (everything with `force`); exits the process when a build fails.
 * @param {{ force?: boolean }} [options]
 */
export function buildChanged({ force = false } = {}) {
  const result = runBuilds({ force });
  if (result.status !== 0) {
    console.error('[start] a build failed (above); fix it and run npm start again');
    process.exit(result.status ?? 1);
  }
}
