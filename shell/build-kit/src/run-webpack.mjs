// Runs webpack on a package's config: once, or watching. Shared by the build-kit's commands.
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';

const require = createRequire(import.meta.url);

function report(stats) {
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings ?? []) console.warn(warning.message);
  for (const failure of info.errors ?? []) console.error(failure.message);
  return !stats.hasErrors();
}

/** Loads `configFile` from `dir` with `env` applied while it is read (BUILD_OUT_DIR, RELEASE_ID). */
function loadConfig(dir, configFile, env) {
  const saved = {};
  for (const [key, value] of Object.entries(env)) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  try {
    const file = path.resolve(dir, configFile);
    delete require.cache[file];
    return require(file);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** Builds once; resolves true on success (errors are printed). */
export function buildOnce({
  dir = process.cwd(),
  configFile = 'webpack.config.cjs',
  env = {},
} = {}) {
  const config = loadConfig(dir, configFile, env);
  return new Promise((resolve) => {
    webpack(config, (error, stats) => {
      if (error) {
        console.error(error);
        resolve(false);
        return;
      }
      resolve(report(stats));
    });
  });
}

/** Rebuilds on every change; `onBuilt(ok)` after each build. Returns the watcher. */
export function buildWatching({
  dir = process.cwd(),
  configFile = 'webpack.config.cjs',
  env = {},
  onBuilt,
}) {
  const config = loadConfig(dir, configFile, env);
  return webpack(config).watch({ aggregateTimeout: 300 }, (error, stats) => {
    if (error) console.error(error);
    onBuilt(!error && report(stats));
  });
}
