#!/usr/bin/env node
// `healing-preview --port 4101 [--watch]`: builds this remote into .preview/ (never touching its
// dist or its releases) and serves it on its preview port, so the team can see the change inside
// the real site: open the shop with ?preview=<remote>@http://localhost:<port>. With --watch it
// rebuilds on every save (reload the page to see it).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startRemoteServer } from './remote-server.mjs';
import { buildOnce, buildWatching } from './run-webpack.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string' }, watch: { type: 'boolean' }, shop: { type: 'string' } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) {
  console.error('healing-preview: give the preview port with --port');
  process.exit(2);
}
const packageDir = process.cwd();
const outDir = path.join(packageDir, '.preview');
const config = readFileSync(path.join(packageDir, 'webpack.config.cjs'), 'utf8');
const name = /name:\s*'([^']+)'/.exec(config)?.[1] ?? path.basename(packageDir);
const env = { BUILD_OUT_DIR: outDir, RELEASE_ID: `preview-${Date.now()}` };
const shop = values.shop ?? process.env.SHOP_URL ?? 'http://localhost:8080';
const origin = `http://localhost:${port}`;

rmSync(outDir, { recursive: true, force: true });
if (values.watch) {
  let served = false;
  buildWatching({
    env: { ...env, NODE_ENV: 'development' },
    onBuilt: (ok) => {
      console.log(ok ? `[preview] ${name} rebuilt` : `[preview] ${name}: the build failed`);
      if (ok && !served) {
        served = true;
        void startRemoteServer({ dir: outDir, port }).then(() => announce());
      }
    },
  });
} else {
  if (!(await buildOnce({ env }))) process.exit(1);
  await startRemoteServer({ dir: outDir, port });
  announce();
}

function announce() {
  console.log(`[preview] ${name} is served on ${origin}`);
  console.log(`[preview] open ${shop}/?preview=${name}@${origin} (Ctrl-C stops the preview)`);
}
