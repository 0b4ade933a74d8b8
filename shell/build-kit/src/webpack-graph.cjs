// What the build-kit's plugins read from webpack's module graph. Only modules built from a file
// have a resource, and only import dependencies a request or imported names, so each is read
// where it exists.

/**
 * @param {import('webpack').Module} module
 * @returns {string | undefined} the file the module was built from
 */
function resourceOf(module) {
  return 'resource' in module && typeof module.resource === 'string' ? module.resource : undefined;
}

/**
 * @param {import('webpack').Dependency} dependency
 * @returns {string | undefined} what it imports, as written ('react-router-dom')
 */
function requestOf(dependency) {
  return 'request' in dependency && typeof dependency.request === 'string'
    ? dependency.request
    : undefined;
}

/**
 * @param {import('webpack').Dependency} dependency
 * @returns {string | undefined} the first name it imports (`useNavigate`), if it names one
 */
function importedNameOf(dependency) {
  /** @type {unknown} */
  const name = 'ids' in dependency && Array.isArray(dependency.ids) ? dependency.ids[0] : undefined;
  return typeof name === 'string' ? name : undefined;
}

module.exports = { resourceOf, requestOf, importedNameOf };
