// `npm run bench:runtimes -w shell`: what a federation runtime itself weighs, for choosing one.
// Builds one small host and one remote (a page using react-query; react, react-dom and react-query
// shared as singletons) three ways: as a single bundle, with @module-federation/enhanced configured
// as the shop's build-kit configures it (web target, remote entries on the shell's runtime), and
// with webpack's built-in container plugin (module federation 1.5), then prints each build's
// JavaScript in gzip (level 6, as bench:web weighs it). The app code is the same in all three, so
// the differences are the runtimes'.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUILD_KIT_DIR, HOST_DIR, ROOT } from '../../paths.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildKit = path.join(BUILD_KIT_DIR, 'src/webpack.cjs');
// webpack and the federation plugin as the build kit resolves them.
const require = createRequire(buildKit);
/** @type {unknown} */
const webpackModule = require('webpack');
const webpack = /** @type {typeof import('webpack')} */ (webpackModule);
/** @type {unknown} */
const enhancedModule = require('@module-federation/enhanced/webpack');
const { ModuleFederationPlugin: EnhancedPlugin } =
  /** @type {typeof import('@module-federation/enhanced/webpack')} */ (enhancedModule);
const hostModules = path.join(HOST_DIR, 'node_modules');
const rootModules = path.join(ROOT, 'node_modules');

/** @type {{ singleton: true, requiredVersion: false }} */
const singleton = { singleton: true, requiredVersion: false };
const shared = { react: singleton, 'react-dom': singleton, '@tanstack/react-query': singleton };

/**
 * `publicPath` as the shop's build kit sets it: '/' for the host, 'auto' for a remote.
 * @param {string} out
 * @param {import('webpack').EntryObject} entry
 * @param {string} pageRequest  what the host app imports as its page
 * @param {import('webpack').WebpackPluginInstance[]} plugins
 * @returns {import('webpack').Configuration}
 */
function config(out, entry, pageRequest, plugins, publicPath = '/') {
  return {
    mode: 'production',
    context: here,
    entry,
    devtool: false,
    output: { path: out, publicPath, filename: '[name].js', chunkFilename: '[id].js' },
    // Chunks named after their modules: a remote's copies of the shared packages are told apart.
    optimization: { chunkIds: 'named' },
    resolve: { modules: [hostModules, rootModules] },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.PAGE_REQUEST': JSON.stringify(pageRequest) }),
      ...plugins,
    ],
  };
}

/**
 * The host's or the remote's part of a plugin's options; `entry` is what the host loads first.
 * @param {boolean} host
 * @param {string} entry
 * @returns {{ name: string, filename?: string, remotes?: Record<string, string>, exposes?: Record<string, string>, shared: typeof shared }}
 */
const role = (host, entry) =>
  host
    ? { name: 'host', remotes: { catalog: `catalog@http://remote.test/${entry}` }, shared }
    : {
        name: 'catalog',
        filename: 'remoteEntry.js',
        exposes: { './Page': './src/remote-page.js' },
        shared,
      };

/** @type {Record<string, (host: boolean) => import('webpack').WebpackPluginInstance>} */
const federated = {
  enhanced: (host) =>
    new EnhancedPlugin({
      ...role(host, 'mf-manifest.json'),
      shareStrategy: 'loaded-first',
      manifest: true,
      experiments: { ...(host ? {} : { externalRuntime: true }), optimization: { target: 'web' } },
      runtimePlugins: host ? [path.join(BUILD_KIT_DIR, 'src/provide-runtime-core.mjs')] : [],
      dts: false,
    }),
  // No manifest: the host loads the remote's entry itself.
  'webpack built-in': (host) =>
    new webpack.container.ModuleFederationPlugin(role(host, 'remoteEntry.js')),
};

/**
 * @param {import('webpack').Configuration | import('webpack').Configuration[]} configs
 * @returns {Promise<void>}
 */
function build(configs) {
  return new Promise((resolve, reject) => {
    /** @type {(error: Error | null, stats?: import('webpack').Stats | import('webpack').MultiStats) => void} */
    const done = (error, stats) => {
      if (error || !stats) reject(error ?? new Error('webpack reported nothing'));
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    };
    // Two calls for webpack's two signatures (one config, several).
    if (Array.isArray(configs)) webpack(configs, done);
    else webpack(configs, done);
  });
}

/**
 * gzip bytes of each script in a folder, by file name.
 * @param {string} dir
 * @returns {Record<string, number>}
 */
function weigh(dir) {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, gzipSync(readFileSync(path.join(dir, file)), { level: 6 }).length]),
  );
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (/** @type {Record<string, number>} */ weights) =>
  Object.values(weights).reduce((total, bytes) => total + bytes, 0);
const work = mkdtempSync(path.join(os.tmpdir(), 'runtime-weight-'));
try {
  const single = path.join(work, 'single');
  await build(config(single, { main: './src/host-app.js' }, './remote-page', []));
  console.log(`single bundle, no federation: ${kb(sum(weigh(single)))} in all`);
  /** @type {Record<string, number>} */
  const runtimes = {};
  for (const [name, plugin] of Object.entries(federated)) {
    const host = path.join(work, `${name}-host`);
    const remote = path.join(work, `${name}-remote`);
    await build([
      config(host, { main: './src/host-start.js' }, 'catalog/Page', [plugin(true)]),
      config(remote, {}, '', [plugin(false)], 'auto'),
    ]);
    // The host's main.js holds its runtime and the start-up import only (the app is a chunk).
    const hostMain = weigh(host)['main.js'];
    const remoteEntry = weigh(remote)['remoteEntry.js'];
    runtimes[name] = hostMain + remoteEntry;
    console.log(
      `${name}: host main.js ${kb(hostMain)} + remoteEntry.js ${kb(remoteEntry)} = ` +
        `${kb(runtimes[name])} of runtime and container code on a page with one remote`,
    );
  }
  const [heavier, lighter] = Object.keys(runtimes);
  console.log(
    `${lighter} instead of ${heavier}: ${kb(runtimes[heavier] - runtimes[lighter])} less ` +
      'JavaScript on such a page (each further remote on it adds its own remoteEntry.js)',
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
