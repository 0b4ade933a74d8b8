// The module-federation singletons. The shell provides each one; a remote consumes the shell's
// copy (`import: false`) and never bundles its own, so there is one React, one router, one
// QueryClient and one platform state on the page. react-router-dom is shared as the shell's
// router contract (router-contract.mjs): only the listed exports, so the rest of the package
// never reaches the page; 'react-router' itself is private to that module.
const path = require('node:path');

/**
 * The fields of a package.json that the build reads.
 * @typedef {object} PackageJson
 * @property {string} name
 * @property {string} version
 * @property {Record<string, string>} [dependencies]
 * @property {Record<string, string>} [peerDependencies]
 */

/**
 * How the page shares one package (module federation's SharedConfig).
 * @typedef {object} SharedPackage
 * @property {true} singleton
 * @property {string} requiredVersion
 * @property {string | false} [import]  false: a remote uses the shell's copy and bundles none
 * @property {string} [version]
 * @property {boolean} [strictVersion]
 */

const SINGLETON_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  '@healing/platform',
  '@healing/platform/forms',
];

/** @param {string} request */
function baseName(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

/**
 * Version ranges come from the package's own package.json.
 * @param {string} request
 * @param {PackageJson} pkg
 * @returns {string | undefined}
 */
function requiredVersionOf(request, pkg) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  return deps[baseName(request)];
}

const ROUTER_CONTRACT = path.join(__dirname, 'router-contract.mjs');

/**
 * @param {PackageJson} pkg
 * @param {{ isHost: boolean }} options
 */
function createShared(pkg, { isHost }) {
  /** @type {Record<string, SharedPackage>} */
  const shared = {};
  for (const request of SINGLETON_PACKAGES) {
    const requiredVersion = requiredVersionOf(request, pkg);
    if (!requiredVersion) throw new Error(`${pkg.name} must depend on ${baseName(request)}`);
    if (!isHost) {
      shared[request] = { singleton: true, requiredVersion, import: false };
    } else if (request === 'react-router-dom') {
      const version = require('react-router-dom/package.json').version;
      shared[request] = { singleton: true, requiredVersion, import: ROUTER_CONTRACT, version };
    } else {
      shared[request] = { singleton: true, requiredVersion, strictVersion: false };
    }
  }
  return shared;
}

module.exports = { SINGLETON_PACKAGES, createShared };
