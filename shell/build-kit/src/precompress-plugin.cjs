// Writes a brotli copy (file.br) beside every text file of a browser build, at build time, so
// the servers never compress on a visitor's request (static-files.mjs sends the copy).
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const NAME = 'PrecompressPlugin';
const brotli = promisify(zlib.brotliCompress);
const TEXT = /\.(js|mjs|css|html|json|svg|txt)$/;

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          await Promise.all(
            Object.entries(assets)
              .filter(([name]) => TEXT.test(name))
              .map(async ([name, source]) => {
                const compressed = await brotli(source.buffer(), {
                  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
                });
                compilation.emitAsset(`${name}.br`, new sources.RawSource(compressed));
              }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
