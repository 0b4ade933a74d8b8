#!/usr/bin/env node
// `npm start -w shell`: serves the built shell with the configuration in the environment
// (see README: SHOP_PORT, API_URL, REMOTE_*_URL, PREVIEW_ORIGINS).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readShellConfig } from '../server/config.mjs';
import { startShellServer } from '../server/shell-server.mjs';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = readShellConfig();
await startShellServer({ distDir: path.join(shellDir, 'dist'), config });
process.stdout.write(`[shell] http://localhost:${config.port}\n`);
