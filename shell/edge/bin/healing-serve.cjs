#!/usr/bin/env node
// Runs the built command (npm run build -w @healing/edge): dist/cli/serve-remote.js.
const path = require('node:path');

/** @type {{ main: (cwd: string) => Promise<void> }} */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- built from src/cli/*.ts
const command = require(path.join(__dirname, '..', 'dist', 'cli', 'serve-remote.js'));
command.main(process.cwd()).catch((/** @type {unknown} */ error) => {
  console.error(error);
  process.exit(1);
});
