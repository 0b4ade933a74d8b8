// `healing-preview [--port 4101] [--watch]`: builds this remote into .preview/ (never touching its
// dist or its releases) and serves it on its preview port, so the team can see the change inside
// the real site: open the shop with ?preview=<remote>@http://localhost:<port>. With --watch it
// rebuilds on every save (reload the page to see it).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PREVIEW_PORT_OFFSET, findRemoteOfPackage, readRenderSecret } from '../config';
import { startRemoteServer } from '../remote/start-remote';
import { loadRunWebpack } from './run-webpack';

/** What the command tells the person who ran it. */
const say = (line: string) => process.stdout.write(`${line}\n`);
export async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, watch: { type: 'boolean' }, shop: { type: 'string' } },
  });
  const packageDir = process.cwd();
  const remote = findRemoteOfPackage(packageDir);
  if (!remote) {
    console.error(`healing-preview: ${packageDir} holds no remote of build-kit/remotes.json`);
    process.exit(2);
  }
  const port = values.port === undefined ? remote.port + PREVIEW_PORT_OFFSET : Number(values.port);
  if (!Number.isInteger(port) || port <= 0) {
    console.error('healing-preview: --port takes a port number');
    process.exit(2);
  }
  let renderSecret: string | null;
  try {
    renderSecret = readRenderSecret();
  } catch (error) {
    console.error(`healing-preview: ${(error as Error).message}`);
    process.exit(2);
  }
  const { buildOnce, buildWatching } = await loadRunWebpack();
  const outDir = path.join(packageDir, '.preview');
  const { name } = remote;
  const env = { BUILD_OUT_DIR: outDir, RELEASE_ID: `preview-${Date.now()}` };
  const shop = values.shop ?? process.env.SHOP_URL ?? 'http://localhost:8080';
  const origin = `http://localhost:${port}`;
  // Its /__render, like every remote server's, answers only who shows RENDER_SECRET when set.
  const serve = () => startRemoteServer({ roots: () => [outDir], port, renderSecret });
  const announce = () => {
    say(`[preview] ${name} is served on ${origin}`);
    say(`[preview] open ${shop}/?preview=${name}@${origin} (Ctrl-C stops the preview)`);
  };

  rmSync(outDir, { recursive: true, force: true });
  if (values.watch) {
    let served = false;
    buildWatching({
      env: { ...env, NODE_ENV: 'development' },
      onBuilt: (ok) => {
        say(ok ? `[preview] ${name} rebuilt` : `[preview] ${name}: the build failed`);
        if (ok && !served) {
          served = true;
          void serve().then(announce);
        }
      },
    });
    return;
  }
  if (!(await buildOnce({ env }))) process.exit(1);
  await serve();
  announce();
}
