#!/usr/bin/env node
// Starts the shop for the site tests exactly as `npm start` does, on a fresh database: the
// suite's data folder is emptied first, so every run begins from the seed.
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('healing-e2e')) {
  console.error('start-site: DATA_DIR must be the suite data folder');
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });
await import('../scripts/start.mjs');
