// Runs one of the edge's commands from its build (dist/cli/<command>.js), building the edge
// first when that build is missing or older than its sources, with the shop's packages the edge
// itself uses that need a build (@healing/contracts), and, for the commands that build the
// remote (release, preview), those the remote depends on: a team command works on a fresh
// clone, and after a pull, with no separate build.
const { spawnSync } = require('node:child_process');
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');

const edgeDir = path.join(__dirname, '..');

/**
 * The newest change time of the files the build is made from, in ms.
 * @param {string} dir
 * @returns {number}
 */
function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestIn(full));
    else if (entry.isFile()) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Why the build of `command` needs making, or null when it is up to date.
 * @param {string} built
 * @returns {string | null}
 */
function whyBuild(built) {
  if (!existsSync(built)) return 'it is not built yet';
  const sources = Math.max(
    newestIn(path.join(edgeDir, 'src')),
    ...['tsconfig.json', 'tsconfig.build.json'].map(
      (file) => statSync(path.join(edgeDir, file)).mtimeMs,
    ),
  );
  return sources > statSync(built).mtimeMs ? 'its sources changed since it was built' : null;
}

/**
 * A package.json's fields this file reads.
 * @param {string} dir
 * @returns {{ main?: string, scripts?: Record<string, string>, dependencies?: Record<string, string> }}
 */
function readPackage(dir) {
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return /** @type {ReturnType<typeof readPackage>} */ (parsed);
}

/**
 * The shop's own packages the package in `packageDir` depends on that have a build of their own
 * (@healing/contracts: dist/), built first when missing or older than their sources, so
 * webpack finds them. Packages used from their sources (the platform, the build kit) need none.
 * @param {string} packageDir
 */
function buildDependencies(packageDir) {
  let pkg;
  try {
    pkg = readPackage(packageDir);
  } catch {
    return; // no package here: the command says so itself
  }
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    if (!name.startsWith('@healing/')) continue;
    let dir;
    try {
      dir = path.dirname(require.resolve(`${name}/package.json`, { paths: [packageDir] }));
    } catch {
      continue;
    }
    const dependency = readPackage(dir);
    if (!dependency.scripts?.build || !dependency.main || !existsSync(path.join(dir, 'src'))) {
      continue;
    }
    const main = path.join(dir, dependency.main);
    const reason = !existsSync(main)
      ? 'it is not built yet'
      : newestIn(path.join(dir, 'src')) > statSync(main).mtimeMs
        ? 'its sources changed since it was built'
        : null;
    if (!reason) continue;
    console.error(`[edge] building ${name} first (${reason})`);
    const result = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`[edge] the build of ${name} failed; nothing was run`);
      process.exit(1);
    }
  }
}

/**
 * @param {string} command
 * @param {{ buildsTheRemote?: boolean }} [options]  the command runs webpack on the remote
 */
function runBuilt(command, { buildsTheRemote = false } = {}) {
  buildDependencies(edgeDir);
  if (buildsTheRemote) buildDependencies(process.cwd());
  const built = path.join(edgeDir, 'dist', 'cli', `${command}.js`);
  const reason = whyBuild(built);
  if (reason) {
    console.error(`[edge] building @healing/edge first (${reason})`);
    const tsc = require.resolve('typescript/bin/tsc');
    const result = spawnSync(
      process.execPath,
      [tsc, '-p', path.join(edgeDir, 'tsconfig.build.json')],
      { stdio: 'inherit' },
    );
    if (result.status !== 0 || !existsSync(built)) {
      console.error('[edge] the build of @healing/edge failed; nothing was run');
      process.exit(1);
    }
  }
  /** @type {{ main: (cwd: string) => Promise<void> }} */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- built from src/cli/*.ts
  const loaded = require(built);
  loaded.main(process.cwd()).catch((/** @type {unknown} */ error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { runBuilt };
