// `healing-serve [--port 3101] [--dir folder] [--metrics-port 9465]`: serves the remote in the
// current folder: its live release (releases/current) when it has one, else its working-tree
// build (dist/); each other environment's under /_env/<name>/ (staging: releases/env/staging/
// current, else what production serves); with SERVE_BUILD=dist always dist/ (the site tests:
// config.ts readServeBuild). Metrics (METRICS_PORT or --metrics-port, METRICS_HOST) and logs (LOG_LEVEL)
// name the server after the package's folder; /__render answers only the shell's servers when
// RENDER_SECRET is set.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  findRemoteOfPackage,
  readMetricsListen,
  readPort,
  readRenderSecret,
  readServeBuild,
  readTrustedProxies,
  STAGING,
} from '../config';
import { stopOnSignals } from '../http/lifecycle';
import { canaryFile, currentCanary, liveDir, servedRoots } from '../remote/releases';
import { startRemoteServer } from '../remote/start-remote';
import { exitAfterLogs, serverLogger } from './logger';

export async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      dir: { type: 'string' },
      'metrics-port': { type: 'string' },
    },
  });
  const packageDir = process.cwd();
  let port: number;
  try {
    // Its port on one machine (build-kit/remotes.json) unless told otherwise; a folder that is
    // no remote's package (a release copy) is only looked up when no port is given.
    const given = values.port ?? process.env.PORT;
    const declared =
      given === undefined ? (findRemoteOfPackage(packageDir)?.port ?? Number.NaN) : Number.NaN;
    port = readPort(given, '--port', declared);
  } catch {
    console.error('healing-serve: give a port with --port');
    process.exit(2);
  }
  const metricsListen = readMetricsListen({
    ...process.env,
    METRICS_PORT: values['metrics-port'] ?? process.env.METRICS_PORT,
  });
  if (metricsListen?.port === port) {
    console.error('healing-serve: the metrics port must differ from --port');
    process.exit(2);
  }
  let renderSecret: string | null;
  let serveBuild: 'live' | 'dist';
  try {
    renderSecret = readRenderSecret();
    serveBuild = readServeBuild();
  } catch (error) {
    console.error(`healing-serve: ${(error as Error).message}`);
    process.exit(2);
  }
  const name = path.basename(packageDir);
  const fixed = values.dir
    ? path.resolve(packageDir, values.dir)
    : serveBuild === 'dist'
      ? path.join(packageDir, 'dist')
      : null;
  const dir = fixed ?? liveDir(packageDir);
  if (!existsSync(path.join(dir, 'mf-manifest.json'))) {
    console.error(`healing-serve: ${dir} holds no build; run \`npm run build\` first`);
    process.exit(1);
  }
  // Without --dir the folders are looked up at every request: a release or a rollback takes
  // effect at once, with no restart. Each environment's under /_env/<name>/ (staging's
  // pointer); a fixed folder serves every environment.
  const { app, readiness, metrics } = await startRemoteServer({
    roots: fixed ? () => [fixed] : (environment) => servedRoots(packageDir, environment),
    live: fixed ? () => fixed : (environment) => liveDir(packageDir, environment),
    // A fixed folder has no canary.
    ...(fixed ? {} : { canaryFile: () => canaryFile(packageDir), packageDir }),
    port,
    apiUrl: process.env.API_URL,
    renderSecret,
    trustedProxies: readTrustedProxies(process.env.TRUSTED_PROXIES),
    logger: serverLogger(name),
    metrics: metricsListen ? { listen: metricsListen, server: name } : null,
  });
  stopOnSignals(app, readiness, {
    drainDelayMs: Number(process.env.DRAIN_DELAY_MS ?? 0),
    log: (message) => app.log.info(message),
    exit: exitAfterLogs(app.log),
  });
  if (renderSecret === null) {
    app.log.warn(
      `RENDER_SECRET is not set: /__render answers anyone who reaches port ${port}, not only the shop's servers`,
    );
  }
  app.log.info(
    {
      url: `http://localhost:${port}/mf-manifest.json`,
      build: fixed ? path.basename(dir) : `live: ${path.basename(dir)}`,
      staging: fixed ? path.basename(dir) : path.basename(liveDir(packageDir, STAGING)),
      canary: fixed ? null : (currentCanary(packageDir)?.release ?? null),
      metrics: metrics?.url() ?? null,
    },
    'remote serving',
  );
}
