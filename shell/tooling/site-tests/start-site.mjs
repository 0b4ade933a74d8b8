#!/usr/bin/env node
// Starts the shop for the site tests exactly as `npm start` does, on a fresh database: the
// suite's data folder is emptied first, so every run begins from the seed. The remotes serve
// their working-tree builds (SERVE_BUILD=dist), whatever releases they hold.
import { rmSync } from 'node:fs';
import net from 'node:net';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('healing-e2e')) {
  console.error('start-site: DATA_DIR must be the suite data folder');
  process.exit(2);
}

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

// A database left by the previous run may still be shutting down: wait for its port.
const pgPort = Number(process.env.EMBEDDED_PG_PORT);
for (let waited = 0; await isListening(pgPort); waited += 500) {
  if (waited >= 30_000) {
    console.error(`start-site: something still listens on the test database port ${pgPort}`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
rmSync(dataDir, { recursive: true, force: true });
// The remotes' servers serve the working tree's build (dist/), never a release a developer made
// (releases/current): the site tests test the change (shell/edge config.ts readServeBuild).
process.env.SERVE_BUILD = 'dist';
await import('../start/start.mjs');
