// Fails a build that uses the router outside the shell's contract: a name react-router-dom's
// shared singleton does not provide would be undefined on the page, so it is caught here,
// at build time, with the file that uses it.
const { ROUTER_EXPORTS } = require('./router-contract.cjs');
const { importedNameOf, requestOf, resourceOf } = require('./webpack-graph.cjs');

const ALLOWED = new Set(ROUTER_EXPORTS);

class RouterContractPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap('RouterContractPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouterContractPlugin', (modules) => {
        for (const module of modules) {
          const resource = resourceOf(module);
          if (!resource || resource.includes('node_modules') || resource.startsWith(__dirname))
            continue;
          for (const dependency of module.dependencies) {
            const request = requestOf(dependency);
            if (request === 'react-router' || request?.startsWith('react-router/')) {
              compilation.errors.push(
                new WebpackError(
                  `${resource}: import the router from 'react-router-dom' (the shell's shared singleton), not '${request}'.`,
                ),
              );
              continue;
            }
            if (request !== 'react-router-dom') continue;
            const type = dependency.constructor.name;
            if (type === 'HarmonyImportSideEffectDependency') continue;
            const name = importedNameOf(dependency);
            if (!name || !ALLOWED.has(name)) {
              compilation.errors.push(
                new WebpackError(
                  `${resource}: react-router-dom's ${name ? `'${name}'` : 'namespace'} is not part of the shell's router contract (${ROUTER_EXPORTS.join(', ')}).`,
                ),
              );
            }
          }
        }
      });
    });
  }
}

module.exports = { RouterContractPlugin };
