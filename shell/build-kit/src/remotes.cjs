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

module.exports = { REMOTES, remoteOfPackage, findRemoteOfPackage };
