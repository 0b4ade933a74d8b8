// Where `npm start` (and the site tests) run each part of the shop on one machine. Every port
// can be moved with an environment variable, so two copies of the shop can run side by side.
import { REMOTES, PREVIEW_PORT_OFFSET } from './config.mjs';

function port(env, name, fallback) {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a port number, got "${env[name]}"`);
  }
  return value;
}

/** Remote folders, by federation name. */
export const REMOTE_PACKAGES = {
  catalog: 'mf-catalog',
  cartCheckout: 'mf-cart-checkout',
  community: 'mf-community',
  designer: 'mf-designer',
};

export function localPorts(env = process.env) {
  const remoteBase = port(env, 'REMOTE_PORT_BASE', 3101);
  const remotes = Object.fromEntries(
    REMOTES.map((remote, index) => [remote.name, remoteBase + index]),
  );
  return {
    shop: port(env, 'SHOP_PORT', 8080),
    api: port(env, 'API_PORT', 3000),
    remotes,
    previews: Object.fromEntries(
      Object.entries(remotes).map(([name, value]) => [name, value + PREVIEW_PORT_OFFSET]),
    ),
  };
}
