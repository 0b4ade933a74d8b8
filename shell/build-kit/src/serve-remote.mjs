#!/usr/bin/env node
// `healing-serve --port 3101 [--dir folder]`: serves the remote in the current folder: its live
// release (releases/current) when it has one, else its working-tree build (dist/).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { liveDir } from './releases.mjs';
import { startRemoteServer } from './remote-server.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string' }, dir: { type: 'string' } },
});
const port = Number(values.port ?? process.env.PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('healing-serve: give a port with --port');
  process.exit(2);
}
const packageDir = process.cwd();
const dir = values.dir ? path.resolve(packageDir, values.dir) : liveDir(packageDir);
if (!existsSync(path.join(dir, 'mf-manifest.json'))) {
  console.error(`healing-serve: ${dir} holds no build; run \`npm run build\` first`);
  process.exit(1);
}
// Without --dir the folder is looked up at every request: a release or a rollback takes effect
// at once, with no restart.
await startRemoteServer({ dir: values.dir ? dir : () => liveDir(packageDir), port });
const what = dir.endsWith(`${path.sep}current`) ? 'live release' : path.basename(dir);
process.stdout.write(
  `[serve] ${path.basename(process.cwd())} (${what}) on http://localhost:${port}/mf-manifest.json\n`,
);
