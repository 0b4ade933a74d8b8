// `npm start -w shell`: serves the built shell with the configuration in the environment
// (README: SHOP_PORT, API_URL, PUBLIC_ORIGIN, REMOTE_*_URL, PREVIEW_ORIGINS, TRUSTED_PROXIES,
// PAGE_CACHE_MS, DRAIN_DELAY_MS, SERVER_RENDER).
import path from 'node:path';
import { readShellConfig } from '../config';
import { stopOnSignals } from '../http/lifecycle';
import { buildShellServer } from '../shell/shell-server';
import { serverLogger } from './logger';

export async function main(shellDir: string = process.cwd()): Promise<void> {
  const config = readShellConfig();
  const { app, readiness } = await buildShellServer({
    distDir: path.join(shellDir, 'dist'),
    config,
    logger: serverLogger(),
  });
  stopOnSignals(app, readiness, {
    drainDelayMs: config.drainDelayMs,
    log: (message) => app.log.info(`[shell] ${message}`),
  });
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`[shell] http://localhost:${config.port}\n`);
}
