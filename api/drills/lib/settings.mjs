// Where the drills run: ports (databases 25400-25499, APIs 19500-19599) and data folders.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Each drill's database cluster, uploads and e-mails, wiped when the drill starts again. */
export const drillDataDir = (/** @type {string} */ drill) =>
  path.join(apiDir, '..', '.data', 'drills', drill);

export const PORTS = {
  load: { pg: 25400, api: 19500 },
  outage: { pg: 25410, api: 19510 },
  crash: { pg: 25420, api: 19520, ownPg: 25421, ownApi: 19521 },
  hostile: { pg: 25430, api: 19530 },
  flood: { pg: 25440, api: 19540 },
  restore: { pg: 25480, api: 19580 },
};

/**
 * Whole seconds from an environment variable, or the default.
 * @param {string} name
 * @param {number} fallback
 */
export function secondsFrom(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number of seconds`);
  return value;
}

/** @type {(ms: number) => Promise<void>} */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
