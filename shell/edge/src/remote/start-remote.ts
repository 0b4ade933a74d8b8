import { serverLogger } from '../cli/logger';
import { CANARY, ENVIRONMENTS } from '../config';
import { type RemoteServerOptions, buildRemoteServer, liveBuild } from './remote-server';
import { warmRendererOnce } from './render-endpoint';

/**
 * How often the server looks for a build gone live (a release, a promote, a rollback, a canary)
 * to warm its renderer before a visitor's page needs it.
 */
export const WARM_CHECK_MS = 1_000;

/**
 * Builds a remote's server, listens, and keeps each live build's server renderer warm for the
 * first visitor: a cold renderer is several times slower than a warm one, and loading it holds
 * every other request to this server.
 */
export async function startRemoteServer(
  options: RemoteServerOptions & { port: number; host?: string },
) {
  const server = await buildRemoteServer({ logger: serverLogger(), ...options });
  // Each environment's and the canary's, once per build (staging often serves production's).
  const liveOf = liveBuild(options);
  const warmLive = () => {
    const builds = new Set([...ENVIRONMENTS, CANARY].map(liveOf));
    for (const build of builds) void warmRendererOnce(build, options.apiUrl);
  };
  const timer = setInterval(warmLive, WARM_CHECK_MS);
  timer.unref();
  server.app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
  await server.app.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
  warmLive();
  return server;
}
