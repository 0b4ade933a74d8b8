// Builds each package whose sources are newer than its last build, one at a time (the machine
// may have two cores). The API compiles with tsc; the shell and the remotes with webpack.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const FRONT_END_SHARED = ['shell/build-kit/src', 'api/contracts/dist', 'package-lock.json'];

/**
 * A package, the sources its build reads, and a file the build writes last.
 * @typedef {{ pkg: string, sources: string[], output: string }} Build
 */

/** @type {Build[]} */
export const BUILDS = [
  // First: the API and every front end bundle its build.
  {
    pkg: 'api/contracts',
    sources: [
      'api/contracts/src',
      'api/contracts/package.json',
      'api/contracts/tsconfig.build.json',
    ],
    output: 'api/contracts/dist/esm/index.js',
  },
  {
    pkg: 'api',
    sources: ['api/src', 'api/package.json', 'api/tsconfig.build.json', 'api/contracts/dist'],
    output: 'api/dist/main.js',
  },
  {
    pkg: 'shell/edge',
    sources: ['shell/edge/src', 'shell/edge/package.json', 'shell/edge/tsconfig.build.json'],
    output: 'shell/edge/dist/index.js',
  },
  {
    pkg: 'shell',
    sources: ['shell/src', 'shell/platform/src', 'shell/webpack.config.cjs', ...FRONT_END_SHARED],
    output: 'shell/dist/index.html',
  },
  ...['mf-catalog', 'mf-cart-checkout', 'mf-community', 'mf-designer'].map((pkg) => ({
    pkg,
    sources: [
      `${pkg}/src`,
      `${pkg}/webpack.config.cjs`,
      `${pkg}/package.json`,
      ...FRONT_END_SHARED,
    ],
    output: `${pkg}/dist/mf-manifest.json`,
  })),
];

/** @param {string} target */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * @param {string} root  the repository
 * @param {Build} build
 */
export function isStale(root, build) {
  const output = path.join(root, build.output);
  if (!existsSync(output)) return true;
  const sourceTime = Math.max(
    ...build.sources.map((source) => newestMtime(path.join(root, source))),
  );
  return statSync(output).mtimeMs < sourceTime;
}

/**
 * Builds, one after the other, each package that is stale (every package with `force`).
 * @param {string} root  the repository
 * @param {{ force?: boolean }} [options]
 */
export function buildChanged(root, { force = false } = {}) {
  for (const build of BUILDS) {
    if (!force && !isStale(root, build)) continue;
    console.log(`[start] building ${build.pkg}...`);
    // Run inside the package: `-w shell` would also select the workspaces under shell/.
    const result = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: path.join(root, build.pkg),
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`[start] the build of ${build.pkg} failed; fix it and run npm start again`);
      process.exit(result.status ?? 1);
    }
  }
}
