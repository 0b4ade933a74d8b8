#!/usr/bin/env node
// Runs dist/cli/release.js, building the edge first when needed (run-built.cjs).
require('./run-built.cjs').runBuilt('release', { buildsTheRemote: true });
