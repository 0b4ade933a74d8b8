#!/usr/bin/env node
// Runs dist/cli/serve-shell.js, building the edge first when needed (run-built.cjs).
require('./run-built.cjs').runBuilt('serve-shell');
