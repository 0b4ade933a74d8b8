// Delivers the build's release id (`__RELEASE__` in the sources) through the webpack runtime, in
// the entry files only (remoteEntry.js, the shell's main.js, the server renderer), instead of
// baking it into every module that reads it. Every release then leaves a chunk whose code did
// not change byte for byte the same, under the same hashed name: returning visitors keep it in
// their cache, and only the entry (served no-cache) changes.
const webpack = require('webpack');

/** The runtime property that holds the id: `__webpack_require__.healingRelease`. */
const PROPERTY = 'healingRelease';

/** What `__RELEASE__` stands for in a module (DefinePlugin code, not a string). */
const RELEASE_EXPRESSION = `${webpack.RuntimeGlobals.require}.${PROPERTY}`;

class ReleaseIdRuntimeModule extends webpack.RuntimeModule {
  /** @param {string} release */
  constructor(release) {
    super('healing release id', webpack.RuntimeModule.STAGE_NORMAL);
    this.release = release;
  }

  /** @override */
  generate() {
    return `${RELEASE_EXPRESSION} = ${JSON.stringify(this.release)};`;
  }
}

class ReleaseIdPlugin {
  /** @param {string} release */
  constructor(release) {
    this.release = release;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseIdPlugin', (compilation) => {
      // Every chunk that carries a runtime (the entries) sets the id once, before any module runs.
      compilation.hooks.additionalTreeRuntimeRequirements.tap('ReleaseIdPlugin', (chunk) => {
        compilation.addRuntimeModule(chunk, new ReleaseIdRuntimeModule(this.release));
      });
    });
  }
}

module.exports = { ReleaseIdPlugin, RELEASE_EXPRESSION };
