// Writes shell-contract.json into the shell's build: the shell's side of the contract with the
// remotes. It names the platform version the shell provides and that version's exports (from the
// platform's API record, api/<version>.json), the shared singletons it provides with their
// versions, and, for each remote, the exposed modules the shell loads and where (from the host's
// src/app/remote-modules.ts: the route table, the collection pages, the home page's areas, the
// back office), with the props the shell passes to each (the host's ShellPassedProps interface,
// as TypeScript's checker reads it: build-kit's exposed-props.cjs). The shell server serves it
// with the build (no-cache, like every unhashed file); a remote's release is checked against the
// live one before it goes live (shell/edge's release gate).
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { describePassedProps } = require('./exposed-props.cjs');
const { SINGLETON_PACKAGES } = require('./shared.cjs');

const NAME = 'ShellContractPlugin';
const SHELL_CONTRACT_FILE = 'shell-contract.json';
const PLATFORM = '@healing/platform';

/**
 * @typedef {{ remote: string, module: string, usedBy: string }} ShellRemoteModule
 * @typedef {import('./exposed-props.cjs').PropsRecord} PropsRecord
 * @typedef {{ module: string, usedBy: string, props: PropsRecord }} UsedModule
 * @typedef {object} ShellContract
 * @property {string} shell
 * @property {string} release
 * @property {{ version: string, exports: string[] }} platform
 * @property {Record<string, string>} shared
 * @property {Record<string, UsedModule[]>} remotes
 */

/** The interface of remote-modules.ts that says which props the shell passes to which module. */
const PASSED_PROPS_INTERFACE = 'ShellPassedProps';

/**
 * @param {string} file
 * @returns {unknown}
 */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @param {string} request */
function baseName(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

/**
 * The folder of package `name` as `dir` resolves it (walking up node_modules folders: a
 * package's exports need not list its package.json).
 * @param {string} name
 * @param {string} dir
 */
function packageDirOf(name, dir) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(at) === at) throw new Error(`${name} cannot be found from ${dir}`);
  }
}

/** @param {string} name @param {string} dir @returns {string} */
function versionOf(name, dir) {
  const pkg = /** @type {{ version: string }} */ (
    readJson(path.join(packageDirOf(name, dir), 'package.json'))
  );
  return pkg.version;
}

/**
 * The shared singletons the shell at `dir` provides, each with the version installed.
 * @param {string} dir
 */
function providedShared(dir) {
  /** @type {Record<string, string>} */
  const shared = {};
  for (const request of SINGLETON_PACKAGES) shared[request] = versionOf(baseName(request), dir);
  return shared;
}

/**
 * The platform the shell at `dir` provides: its version and that version's API record.
 * @param {string} dir
 */
function providedPlatform(dir) {
  const platformDir = packageDirOf(PLATFORM, dir);
  const version = versionOf(PLATFORM, dir);
  const record = path.join(platformDir, 'api', `${version}.json`);
  if (!existsSync(record)) {
    throw new Error(
      `${PLATFORM} ${version} has no API record (${record}): record it (npm run api:record)`,
    );
  }
  const api = /** @type {{ exports: string[] }} */ (readJson(record));
  return { version, exports: [...api.exports].sort() };
}

/**
 * The remote modules the shell loads, read from the host's remote-modules.ts (its
 * `shellRemoteModules()`), bundled with esbuild (the one esbuild-loader uses) and run here.
 * @param {string} file
 * @returns {ShellRemoteModule[]}
 */
function collectRemoteModules(file) {
  /** @type {unknown} */
  const loaded = require(
    require.resolve('esbuild', { paths: [path.dirname(require.resolve('esbuild-loader'))] }),
  );
  const esbuild = /** @type {typeof import('esbuild')} */ (loaded);
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  const module = { exports: /** @type {Record<string, unknown>} */ ({}) };
  vm.runInNewContext(
    outputFiles[0].text,
    { module, exports: module.exports, require },
    {
      filename: file,
    },
  );
  const collect = /** @type {(() => unknown) | undefined} */ (module.exports.shellRemoteModules);
  if (typeof collect !== 'function') {
    throw new Error(`${file} exports no shellRemoteModules()`);
  }
  // Copied into this realm (the list was made in the sandbox's), checked on the way.
  const modules = /** @type {unknown[]} */ (Array.from(/** @type {unknown[]} */ (collect())));
  return modules.map((item) => {
    const { remote, module, usedBy } = /** @type {Partial<ShellRemoteModule>} */ (item ?? {});
    if (typeof remote !== 'string' || typeof module !== 'string' || typeof usedBy !== 'string') {
      throw new Error(`${file}: shellRemoteModules() lists ${JSON.stringify(item)}`);
    }
    return { remote, module, usedBy };
  });
}

/**
 * Groups modules by remote, each with the props the shell passes it ({} for none):
 * { catalog: [{ module: './AboutPage', usedBy: '/about', props: {} }, ...] }.
 * @param {ShellRemoteModule[]} modules
 * @param {Record<string, Record<string, PropsRecord>>} passed
 */
function byRemote(modules, passed) {
  /** @type {Record<string, UsedModule[]>} */
  const remotes = {};
  for (const { remote, module, usedBy } of modules) {
    (remotes[remote] ??= []).push({ module, usedBy, props: passed[remote]?.[module] ?? {} });
  }
  return remotes;
}

/**
 * The props the shell passes, from the interface beside shellRemoteModules() (none when the
 * file declares no such interface).
 * @param {string} file
 * @param {string} dir
 */
function collectPassedProps(file, dir) {
  if (!readFileSync(file, 'utf8').includes(`interface ${PASSED_PROPS_INTERFACE}`)) return {};
  return describePassedProps({
    file,
    name: PASSED_PROPS_INTERFACE,
    tsconfig: path.join(dir, 'tsconfig.json'),
  });
}

/**
 * The shell's contract, as the shell at `dir` provides it.
 * @param {{ dir: string, release: string, remoteModulesFile?: string | null }} options
 * @returns {ShellContract}
 */
function shellContract({ dir, release, remoteModulesFile }) {
  const pkg = /** @type {{ name: string, version: string }} */ (
    readJson(path.join(dir, 'package.json'))
  );
  return {
    shell: `${pkg.name}@${pkg.version}`,
    release,
    platform: providedPlatform(dir),
    shared: providedShared(dir),
    remotes: remoteModulesFile
      ? byRemote(
          collectRemoteModules(remoteModulesFile),
          collectPassedProps(remoteModulesFile, dir),
        )
      : {},
  };
}

class ShellContractPlugin {
  /** @param {{ dir: string, release: string, remoteModulesFile?: string | null }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { sources, Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      if (this.options.remoteModulesFile) {
        compilation.fileDependencies.add(this.options.remoteModulesFile);
      }
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          try {
            const contract = shellContract(this.options);
            compilation.emitAsset(
              SHELL_CONTRACT_FILE,
              new sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`),
            );
          } catch (error) {
            compilation.errors.push(
              new WebpackError(`${NAME}: ${/** @type {Error} */ (error).message}`),
            );
          }
        },
      );
    });
  }
}

module.exports = {
  SHELL_CONTRACT_FILE,
  ShellContractPlugin,
  collectRemoteModules,
  shellContract,
};
