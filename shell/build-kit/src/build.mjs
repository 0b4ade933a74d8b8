#!/usr/bin/env node
// `healing-build [--config file]`: builds the package in the current folder from its
// webpack.config.cjs (or the given config).
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const { values } = parseArgs({
  options: { config: { type: 'string', default: 'webpack.config.cjs' } },
});
const configPath = path.resolve(process.cwd(), values.config);
const config = require(configPath);
const started = Date.now();

webpack(config, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings ?? []) console.warn(warning.message);
  if (stats.hasErrors()) {
    for (const failure of info.errors ?? []) console.error(failure.message);
    process.exit(1);
  }
  const name = path.basename(process.cwd());
  process.stdout.write(
    `[build] ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
});
