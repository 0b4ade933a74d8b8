// Writes server-render-styles.json beside the shell's build: every stylesheet the shell's chunks
// load, global styles first. The shell's server writes them into the HTML it renders
// (shell/edge/src/shell/inline-styles.ts), so the server-rendered first screen is styled before
// any script runs (the scripts then find each stylesheet already on the page and do not load it
// again). Chunks the server never renders (`notOnTheServer`, by chunk name: the back office, the
// platform's dialog and toasts) are left out: their styles would weigh on every shopper's page
// for nothing.
const NAME = 'ServerStylesPlugin';

class ServerStylesPlugin {
  /** @param {{ notOnTheServer?: string[] }} [options] */
  constructor({ notOnTheServer = [] } = {}) {
    this.notOnTheServer = new Set(notOnTheServer);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {{ file: string, isGlobal: boolean }[]} */
          const sheets = [];
          for (const chunk of compilation.chunks) {
            if (chunk.name && this.notOnTheServer.has(chunk.name)) continue;
            const isGlobal = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some(
              (module) => /[\\/]styles[\\/]global\.css/.test(module.identifier()),
            );
            for (const file of chunk.files) {
              if (file.endsWith('.css')) sheets.push({ file, isGlobal });
            }
          }
          sheets.sort(
            (a, b) => Number(b.isGlobal) - Number(a.isGlobal) || a.file.localeCompare(b.file),
          );
          // Two chunks can carry the same styles (same content hash): both are listed, since
          // each is the name its chunk loads; the server writes the styles once.
          const css = sheets.map(({ file }) => file);
          const styles = { css };
          compilation.emitAsset(
            'server-render-styles.json',
            new sources.RawSource(`${JSON.stringify(styles, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { ServerStylesPlugin };
