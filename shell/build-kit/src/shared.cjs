// The module-federation singletons. The shell provides each one; a remote consumes the shell's
// copy (`import: false`) and never bundles its own, so there is one React, one router, one
// QueryClient and one platform state on the page.
const SINGLETON_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  '@healing/platform',
];

function baseName(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

/** Version ranges come from the package's own package.json (react-router follows react-router-dom). */
function requiredVersionOf(request, pkg) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const name = baseName(request);
  return deps[name] ?? deps[name === 'react-router' ? 'react-router-dom' : name];
}

function createShared(pkg, { isHost }) {
  const shared = {};
  for (const request of SINGLETON_PACKAGES) {
    const requiredVersion = requiredVersionOf(request, pkg);
    if (!requiredVersion) throw new Error(`${pkg.name} must depend on ${baseName(request)}`);
    shared[request] = isHost
      ? { singleton: true, requiredVersion, strictVersion: false }
      : { singleton: true, requiredVersion, import: false };
  }
  return shared;
}

module.exports = { SINGLETON_PACKAGES, createShared };
