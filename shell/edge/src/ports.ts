// Where `npm start` (and the site tests) run each part of the shop on one machine. Every port
// can be moved with an environment variable, so two copies of the shop can run side by side.
import { PREVIEW_PORT_OFFSET, readPort, REMOTES } from './config';

/** Remote folders, by federation name. */
export const REMOTE_PACKAGES: Record<string, string> = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, remote.package]),
);

export function localPorts(env: NodeJS.ProcessEnv = process.env) {
  const remoteBase = readPort(env.REMOTE_PORT_BASE, 'REMOTE_PORT_BASE', 3101);
  const remotes: Record<string, number> = Object.fromEntries(
    REMOTES.map((remote, index) => [remote.name, remoteBase + index]),
  );
  // The staging shell (SHOP_ENVIRONMENT=staging): on unless STAGING_PORT is `off`.
  const staging = env.STAGING_PORT?.trim() === 'off' ? null : env.STAGING_PORT;
  return {
    shop: readPort(env.SHOP_PORT, 'SHOP_PORT', 8080),
    staging: staging === null ? null : readPort(staging, 'STAGING_PORT', 8081),
    api: readPort(env.API_PORT, 'API_PORT', 3000),
    remotes,
    previews: Object.fromEntries(
      Object.entries(remotes).map(([name, value]) => [name, value + PREVIEW_PORT_OFFSET]),
    ) as Record<string, number>,
  };
}
