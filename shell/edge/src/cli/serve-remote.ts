// `healing-serve --port 3101 [--dir folder]`: serves the remote in the current folder: its live
// release (releases/current) when it has one, else its working-tree build (dist/).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readPort, readTrustedProxies } from '../config';
import { stopOnSignals } from '../http/lifecycle';
import { liveDir, servedRoots } from '../remote/releases';
import { startRemoteServer } from '../remote/start-remote';

export async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, dir: { type: 'string' } },
  });
  let port: number;
  try {
    port = readPort(values.port ?? process.env.PORT, '--port', Number.NaN);
  } catch {
    console.error('healing-serve: give a port with --port');
    process.exit(2);
  }
  const packageDir = process.cwd();
  const fixed = values.dir ? path.resolve(packageDir, values.dir) : null;
  const dir = fixed ?? liveDir(packageDir);
  if (!existsSync(path.join(dir, 'mf-manifest.json'))) {
    console.error(`healing-serve: ${dir} holds no build; run \`npm run build\` first`);
    process.exit(1);
  }
  // Without --dir the folders are looked up at every request: a release or a rollback takes
  // effect at once, with no restart.
  const { app, readiness } = await startRemoteServer({
    roots: fixed ? () => [fixed] : () => servedRoots(packageDir),
    port,
    apiUrl: process.env.API_URL,
    trustedProxies: readTrustedProxies(process.env.TRUSTED_PROXIES),
  });
  stopOnSignals(app, readiness, {
    drainDelayMs: Number(process.env.DRAIN_DELAY_MS ?? 0),
    log: (message) => app.log.info(`[serve] ${message}`),
  });
  const what = fixed ? path.basename(dir) : `live: ${path.basename(dir)}`;
  process.stdout.write(
    `[serve] ${path.basename(packageDir)} (${what}) on http://localhost:${port}/mf-manifest.json\n`,
  );
}
