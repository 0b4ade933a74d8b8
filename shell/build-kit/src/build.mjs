#!/usr/bin/env node
// `healing-build [--config file]`: builds the package in the current folder from its
// webpack.config.cjs (or the given config) into dist/ (or BUILD_OUT_DIR).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildOnce } from './run-webpack.mjs';

const { values } = parseArgs({
  options: { config: { type: 'string', default: 'webpack.config.cjs' } },
});
const started = Date.now();
if (!(await buildOnce({ configFile: values.config }))) process.exit(1);
process.stdout.write(
  `[build] ${path.basename(process.cwd())} built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
