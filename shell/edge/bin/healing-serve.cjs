#!/usr/bin/env node
// Runs dist/cli/serve-remote.js, building the edge first when needed (run-built.cjs).
require('./run-built.cjs').runBuilt('serve-remote');
