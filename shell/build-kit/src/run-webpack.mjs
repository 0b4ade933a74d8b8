// Runs webpack on a package's config: once, or watching. Shared by the build-kit's commands.
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';

/**
 * What a webpack.config.cjs exports: one build, or several built side by side.
 * @typedef {import('webpack').Configuration | import('webpack').MultiConfiguration} BuildConfig
 * @typedef {import('webpack').Stats | import('webpack').MultiStats} BuildStats
 * @typedef {(error: Error | null, stats?: BuildStats) => void} BuildCallback
 */

const require = createRequire(import.meta.url);

/** @param {BuildStats} stats */
function report(stats) {
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings ?? []) console.warn(warning.message);
  for (const failure of info.errors ?? []) console.error(failure.message);
  return !stats.hasErrors();
}

/**
 * Loads `configFile` from `dir` with `env` applied while it is read (BUILD_OUT_DIR, RELEASE_ID).
 * @param {string} dir
 * @param {string} configFile
 * @param {Record<string, string>} env
 * @returns {BuildConfig}
 */
function loadConfig(dir, configFile, env) {
  /** @type {Record<string, string | undefined>} */
  const saved = {};
  for (const [key, value] of Object.entries(env)) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  try {
    const file = path.resolve(dir, configFile);
    delete require.cache[file];
    /** @type {unknown} */
    const config = require(file);
    return /** @type {BuildConfig} */ (config);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/**
 * Builds once; resolves true on success (errors are printed).
 * @param {{ dir?: string, configFile?: string, env?: Record<string, string> }} [options]
 * @returns {Promise<boolean>}
 */
export function buildOnce({
  dir = process.cwd(),
  configFile = 'webpack.config.cjs',
  env = {},
} = {}) {
  const config = loadConfig(dir, configFile, env);
  return new Promise((resolve) => {
    /** @type {BuildCallback} */
    const done = (error, stats) => {
      if (error || !stats) {
        console.error(error);
        resolve(false);
        return;
      }
      resolve(report(stats));
    };
    // Two calls for webpack's two signatures (one config, several).
    if (Array.isArray(config)) webpack(config, done);
    else webpack(config, done);
  });
}

/**
 * Rebuilds on every change; `onBuilt(ok)` after each build. Returns the watcher.
 * @param {{ dir?: string, configFile?: string, env?: Record<string, string>, onBuilt: (ok: boolean) => void }} options
 */
export function buildWatching({
  dir = process.cwd(),
  configFile = 'webpack.config.cjs',
  env = {},
  onBuilt,
}) {
  const config = loadConfig(dir, configFile, env);
  const watchOptions = { aggregateTimeout: 300 };
  /** @type {BuildCallback} */
  const done = (error, stats) => {
    if (error) console.error(error);
    onBuilt(!error && stats !== undefined && report(stats));
  };
  return Array.isArray(config)
    ? webpack(config).watch(watchOptions, done)
    : webpack(config).watch(watchOptions, done);
}
