// `npm start -w shell`: serves the built shell with the configuration in the environment
// (README: SHOP_PORT, API_URL, PUBLIC_ORIGIN, REMOTE_*_URL, PREVIEW_ORIGINS, TRUSTED_PROXIES,
// PAGE_CACHE_MS, AREA_CACHE_MS, DRAIN_DELAY_MS, SERVER_RENDER, RENDER_SECRET, LOG_LEVEL, METRICS_PORT,
// METRICS_HOST).
import path from 'node:path';
import { readShellConfig } from '../config';
import { stopOnSignals } from '../http/lifecycle';
import { buildShellServer } from '../shell/shell-server';
import { exitAfterLogs, serverLogger } from './logger';

export async function main(shellDir: string = process.cwd()): Promise<void> {
  const config = readShellConfig();
  const { app, readiness, metrics } = await buildShellServer({
    distDir: path.join(shellDir, 'dist'),
    config,
    logger: serverLogger('shell'),
  });
  stopOnSignals(app, readiness, {
    drainDelayMs: config.drainDelayMs,
    log: (message) => app.log.info(message),
    exit: exitAfterLogs(app.log),
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: `http://localhost:${config.port}`,
      api: config.apiUrl,
      remotes: Object.keys(config.remotes),
      serverRender: config.serverRender,
      metrics: metrics?.url() ?? null,
    },
    'shell serving',
  );
}
