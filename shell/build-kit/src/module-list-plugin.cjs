// Writes, beside a production build's source maps (never in the served folder), which source
// modules each emitted script holds: module-list.json, { "<script>": ["node_modules/react/index.js",
// "mf-catalog/src/..."] }. The web benchmark reads it to prove that no module of the shop or of
// a shared library reaches a page twice (once in the shell and again in a remote, say).
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { resourceOf } = require('./webpack-graph.cjs');

const NAME = 'ModuleListPlugin';
const FILE = 'module-list.json';

/**
 * A module's file named the same way in every build: from the last node_modules/ on (hoisting
 * puts a package in different folders), else relative to the repository.
 * @param {string} resource
 * @param {string} repositoryRoot
 */
function moduleName(resource, repositoryRoot) {
  const file = resource.split('?')[0] ?? resource;
  const at = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (at !== -1)
    return file
      .slice(at + 1)
      .split(path.sep)
      .join('/');
  return path.relative(repositoryRoot, file).split(path.sep).join('/');
}

/**
 * The source modules a module stands for: itself, or for a concatenated module the ones
 * webpack joined into it.
 * @param {import('webpack').Module} module
 * @returns {import('webpack').Module[]}
 */
function sourceModules(module) {
  const inner = 'modules' in module && Array.isArray(module.modules) ? module.modules : null;
  return inner ? /** @type {import('webpack').Module[]} */ (inner) : [module];
}

class ModuleListPlugin {
  /** @param {{ outFile: string, repositoryRoot: string }} options */
  constructor({ outFile, repositoryRoot }) {
    this.outFile = outFile;
    this.repositoryRoot = repositoryRoot;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap(NAME, (compilation) => {
      /** @type {Record<string, string[]>} */
      const list = {};
      for (const chunk of compilation.chunks) {
        const scripts = [...chunk.files].filter((file) => file.endsWith('.js'));
        if (scripts.length === 0) continue;
        /** @type {Set<string>} */
        const names = new Set();
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          for (const source of sourceModules(module)) {
            const resource = resourceOf(source);
            if (resource) names.add(moduleName(resource, this.repositoryRoot));
          }
        }
        for (const script of scripts) list[script] = [...names].sort();
      }
      mkdirSync(path.dirname(this.outFile), { recursive: true });
      writeFileSync(this.outFile, `${JSON.stringify(list, null, 1)}\n`);
    });
  }
}

module.exports = { ModuleListPlugin, MODULE_LIST_FILE: FILE, moduleName };
