// The shop's remotes, declared once in ../remotes.json (federation name, package, port on one
// machine, the shell's setting for its manifest's address) and read from here by the build, the
// edge, the start scripts, the site tests and the drills.
const path = require('node:path');
const { readFileSync } = require('node:fs');

/**
 * @typedef {object} RemoteDeclaration
 * @property {string} name     the federation name (what the shell loads it as)
 * @property {string} package  the workspace package, which is also its folder
 * @property {number} port     where `npm start` serves it; its preview is 1000 above
 * @property {string} env      the shell's setting that says where its manifest lives
 */

const FILE = path.join(__dirname, '..', 'remotes.json');

/**
 * @param {string} file
 * @returns {unknown}
 */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @returns {RemoteDeclaration[]} */
function readRemotes() {
  const list = readJson(FILE);
  const items = /** @type {Record<string, unknown>[]} */ (Array.isArray(list) ? list : []);
  const valid =
    Array.isArray(list) &&
    items.every(
      (item) =>
        typeof item.name === 'string' &&
        typeof item.package === 'string' &&
        Number.isInteger(item.port) &&
        typeof item.env === 'string',
    );
  if (!valid) throw new Error(`${FILE}: each remote needs a name, package, port and env`);
  return /** @type {RemoteDeclaration[]} */ (/** @type {unknown} */ (items));
}

const REMOTES = readRemotes();

/**
 * The remote a package folder holds, by its package.json's name, if it holds one (a release
 * copy outside the packages holds none).
 * @param {string} dir
 * @returns {RemoteDeclaration | undefined}
 */
function findRemoteOfPackage(dir) {
  const manifest = /** @type {{ name: string }} */ (readJson(path.join(dir, 'package.json')));
  return REMOTES.find((item) => item.package === manifest.name);
}

/**
 * The remote a package folder holds; an error when it holds none.
 * @param {string} dir
 * @returns {RemoteDeclaration}
 */
function remoteOfPackage(dir) {
  const remote = findRemoteOfPackage(dir);
  if (!remote) throw new Error(`${path.join(dir, 'package.json')} is not a remote of ${FILE}`);
  return remote;
}

/**
 * Where a remote's server serves an environment other than production: under this path, its
 * manifest, entry, chunks and /__render (shell/edge remote-server.ts). Production is served at
 * the root, as always.
 */
const ENVIRONMENT_PATH = '/_env/';
const PRODUCTION = 'production';

/**
 * A remote's manifest address in `environment`, from its production address (REMOTE_*_URL):
 * `http://host:3101/mf-manifest.json` is staging's at `http://host:3101/_env/staging/mf-manifest.json`.
 * Everything the shell fetches from the remote is relative to it (chunks, /__render), so the
 * address alone takes a shell to the environment.
 * @param {string} manifestUrl
 * @param {string} environment
 * @returns {string}
 */
function environmentManifestUrl(manifestUrl, environment) {
  if (environment === PRODUCTION) return manifestUrl;
  if (!/^[a-z][a-z0-9-]{0,30}$/.test(environment)) {
    throw new Error(`"${environment}" is not an environment name`);
  }
  const url = new URL(manifestUrl);
  const slash = url.pathname.lastIndexOf('/');
  url.pathname = `${url.pathname.slice(0, slash)}${ENVIRONMENT_PATH}${environment}${url.pathname.slice(slash)}`;
  return url.href;
}

module.exports = {
  REMOTES,
  remoteOfPackage,
  findRemoteOfPackage,
  ENVIRONMENT_PATH,
  environmentManifestUrl,
};
