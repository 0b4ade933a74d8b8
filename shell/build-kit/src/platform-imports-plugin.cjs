// Writes platform-contract.json beside a remote's build: the platform version range it was built
// for and every name it imports from @healing/platform. The shell's contract test reads it to
// prove a deployed remote still finds everything it needs in today's platform.
const NAME = 'PlatformImportsPlugin';
const PLATFORM = '@healing/platform';

class PlatformImportsPlugin {
  constructor({ requiredVersion }) {
    this.requiredVersion = requiredVersion;
  }

  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      const names = new Set();
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        for (const module of modules) {
          if (!module.resource || module.resource.includes('node_modules')) continue;
          for (const dependency of module.dependencies) {
            if (dependency.request !== PLATFORM) continue;
            const name = dependency.ids?.[0];
            if (name) names.add(name);
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
