import path from 'node:path';
import { serverLogger } from '../cli/logger';
import { CANARY, ENVIRONMENTS } from '../config';
import { type RemoteServerOptions, buildRemoteServer } from './remote-server';
import { warmRenderer } from './render-endpoint';

/** Builds a remote's server, listens, and warms its server renderer for the first visitor. */
export async function startRemoteServer(
  options: RemoteServerOptions & { port: number; host?: string },
) {
  const server = await buildRemoteServer({ logger: serverLogger(), ...options });
  await server.app.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
  // Ready for the first visitor: a cold renderer is several times slower than a warm one. Each
  // environment's and the canary's, once per build (staging often serves production's).
  const builds = new Set(
    [...ENVIRONMENTS, CANARY].map((name) => path.resolve(options.roots(name)[0])),
  );
  for (const build of builds) void warmRenderer(build, options.apiUrl);
  return server;
}
