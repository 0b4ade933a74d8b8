#!/usr/bin/env node
// Runs dist/cli/preview.js, building the edge first when needed (run-built.cjs).
require('./run-built.cjs').runBuilt('preview', { buildsTheRemote: true });
