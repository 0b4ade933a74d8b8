// Writes platform-contract.json beside a remote's build: the platform version range it was built
// for and every name it imports from @healing/platform. The shell's contract test reads it to
// prove a deployed remote still finds everything it needs in today's platform.
const { importedNameOf, requestOf, resourceOf } = require('./webpack-graph.cjs');

const NAME = 'PlatformImportsPlugin';
const PLATFORM = '@healing/platform';
/** Subpath entries of the platform, recorded as `<entry>/<name>` (forms/useRuleForm). */
const ENTRIES = { [PLATFORM]: '', [`${PLATFORM}/forms`]: 'forms/' };

class PlatformImportsPlugin {
  /** @param {{ requiredVersion: string | undefined }} options  the remote's @healing/platform range */
  constructor({ requiredVersion }) {
    this.requiredVersion = requiredVersion;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      /** @type {Set<string>} */
      const names = new Set();
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        for (const module of modules) {
          const resource = resourceOf(module);
          if (!resource || resource.includes('node_modules')) continue;
          for (const dependency of module.dependencies) {
            const request = requestOf(dependency);
            if (request === undefined || !(request in ENTRIES)) continue;
            const name = importedNameOf(dependency);
            if (name) names.add(`${ENTRIES[/** @type {keyof typeof ENTRIES} */ (request)]}${name}`);
          }
        }
      });
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const contract = { platform: this.requiredVersion, imports: [...names].sort() };
          compilation.emitAsset(
            'platform-contract.json',
            new sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { PlatformImportsPlugin };
