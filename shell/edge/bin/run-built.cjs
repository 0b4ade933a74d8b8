// Runs one of the edge's commands from its build (dist/cli/<command>.js), building the edge
// first when that build is missing or older than its sources: a team command works on a fresh
// clone, and after a pull, without a separate `npm run build -w @healing/edge`.
const { spawnSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
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

/** @param {string} command */
function runBuilt(command) {
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
