#!/usr/bin/env node
// `healing-serve --port 3101 [--dir dist]`: serves the remote built in the current folder.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startRemoteServer } from './remote-server.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string' }, dir: { type: 'string', default: 'dist' } },
});
const port = Number(values.port ?? process.env.PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('healing-serve: give a port with --port');
  process.exit(2);
}
const dir = path.resolve(process.cwd(), values.dir);
if (!existsSync(path.join(dir, 'mf-manifest.json'))) {
  console.error(`healing-serve: ${dir} holds no build; run \`npm run build\` first`);
  process.exit(1);
}
await startRemoteServer({ dir, port });
process.stdout.write(
  `[serve] ${path.basename(process.cwd())} on http://localhost:${port}/mf-manifest.json\n`,
);
