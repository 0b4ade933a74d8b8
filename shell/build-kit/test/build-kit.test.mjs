// node --test: the federation contract every front-end package builds with.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import webpack from 'webpack';
import { createFederatedConfig, createShared, SINGLETON_PACKAGES } from '../src/index.cjs';

const pkg = {
  name: 'mf-test',
  version: '1.0.0',
  dependencies: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    'react-router-dom': '7.18.5',
    '@tanstack/react-query': '5.108.0',
    '@healing/platform': '^1.0.0',
  },
};

describe('shared singletons', () => {
  it('the shell provides every singleton; a remote consumes them and never bundles its own', () => {
    const host = createShared(pkg, { isHost: true });
    const remote = createShared(pkg, { isHost: false });
    assert.deepEqual(Object.keys(host), SINGLETON_PACKAGES);
    for (const name of SINGLETON_PACKAGES) {
      assert.equal(host[name].singleton, true);
      assert.notEqual(host[name].import, false);
      assert.equal(remote[name].singleton, true);
      assert.equal(remote[name].import, false, `${name} must not be bundled by a remote`);
    }
    assert.equal(remote['@healing/platform'].requiredVersion, '^1.0.0');
    assert.equal(remote['react-dom/client'].requiredVersion, '19.3.1');
    assert.equal(remote['react-router-dom'].requiredVersion, '7.18.5');
    const routerImport = host['react-router-dom'].import;
    assert.ok(typeof routerImport === 'string');
    assert.match(routerImport, /router-contract\.mjs$/);
  });

  it('refuses a package that does not depend on a singleton', () => {
    assert.throws(
      () => createShared({ name: 'x', version: '1.0.0', dependencies: {} }, { isHost: false }),
      /must depend on react/,
    );
  });
});

/** @type {string[]} */
const made = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * Builds a one-module remote from `css` and `script` into a temporary folder.
 * @param {string} css
 * @returns {Promise<{ dir: string, error: Error | null, errors: string }>}
 */
function compileRemote(
  css,
  script = "import styles from './box.module.css';\nexport default styles;\n",
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mf-test-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
  writeFileSync(path.join(dir, 'src', 'box.module.css'), css);
  writeFileSync(path.join(dir, 'src', 'box.js'), script);
  /** @type {import('webpack').Configuration} */
  const config = {
    ...createFederatedConfig({ dir, name: 'probe', exposes: { './Box': './src/box.js' } }),
    mode: 'development',
    devtool: false,
  };
  return new Promise((resolve) => {
    webpack(config, (error, stats) => {
      const errors = stats?.toJson({ all: false, errors: true }).errors ?? [];
      resolve({ dir, error, errors: errors.map((item) => item.message).join('\n') });
    });
  });
}

// Each suite runs two webpack builds: 10 s on an idle machine, 60 s and more on a busy one. The
// limit is a guard against a hung build, not a speed target (the benchmarks hold those).
const BUILDS_TIMEOUT_MS = 300_000;

describe("a remote's styles", { timeout: BUILDS_TIMEOUT_MS }, () => {
  it('are scoped: class names carry the remote name', async () => {
    const { dir, errors } = await compileRemote('.box { color: red; }\n.box p { margin: 0; }\n');
    assert.equal(errors, '');
    const read = (/** @type {string} */ extension) =>
      readdirSync(path.join(dir, 'dist'))
        .filter((file) => file.endsWith(extension))
        .map((file) => readFileSync(path.join(dir, 'dist', file), 'utf8'))
        .join('\n');
    // The class map is in the JavaScript; the rules are in the remote's own stylesheet.
    assert.match(read('.js'), /"box": ?["`]probe-[\w-]{6}["`]/);
    assert.match(read('.css'), /\.probe-[\w-]{6} p\s*\{/);
    assert.doesNotMatch(read('.js'), /margin:\s*0/);
  });

  it('cannot style elements outside the remote: a selector without a local class fails the build', async () => {
    for (const css of [
      'body { margin: 0; }',
      'button { color: red; }',
      ':root { --color-primary: red; }',
    ]) {
      const { errors } = await compileRemote(css);
      assert.match(errors, /pure/i, css);
    }
  });
});

describe("a remote's router", { timeout: BUILDS_TIMEOUT_MS }, () => {
  it("may use the shell's router contract", async () => {
    const { errors } = await compileRemote(
      '.box { color: red; }',
      "import { Link, useNavigate } from 'react-router-dom';\nexport { Link, useNavigate };\n",
    );
    assert.equal(errors, '');
  });

  it('fails the build for an export outside the contract, or for react-router itself', async () => {
    const outside = await compileRemote(
      '.box { color: red; }',
      "import { useFetcher } from 'react-router-dom';\nexport default useFetcher;\n",
    );
    assert.match(outside.errors, /'useFetcher' is not part of the shell's router contract/);
    const direct = await compileRemote(
      '.box { color: red; }',
      "import { Link } from 'react-router';\nexport default Link;\n",
    );
    assert.match(direct.errors, /import the router from 'react-router-dom'/);
  });
});

/**
 * Builds a one-module remote whose module reads `__RELEASE__`, for production, as release `id`,
 * into `dir` (kept between builds, as a developer's dist/ is).
 * @param {string} dir
 * @param {string} id
 * @returns {Promise<{ errors: string, files: string[] }>}
 */
function releaseBuild(dir, id) {
  const saved = { RELEASE_ID: process.env.RELEASE_ID, NODE_ENV: process.env.NODE_ENV };
  process.env.RELEASE_ID = id;
  process.env.NODE_ENV = 'production';
  /** @type {import('webpack').Configuration} */
  let config;
  try {
    config = {
      ...createFederatedConfig({ dir, name: 'probe', exposes: { './Box': './src/box.js' } }),
      devtool: false,
    };
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  return new Promise((resolve) => {
    webpack(config, (error, stats) => {
      const errors = stats?.toJson({ all: false, errors: true }).errors ?? [];
      resolve({
        errors: [error?.message ?? '', ...errors.map((item) => item.message)].join('\n').trim(),
        files: readdirSync(path.join(dir, 'dist')).sort(),
      });
    });
  });
}

describe('a release with no change of code', { timeout: BUILDS_TIMEOUT_MS }, () => {
  it('keeps every chunk under the same name; only the entry and the manifest name the release', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mf-test-'));
    made.push(dir);
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
    writeFileSync(
      path.join(dir, 'src', 'box.js'),
      'export const release = __RELEASE__;\nexport default function box() { return release; }\n',
    );
    const first = await releaseBuild(dir, '1.0.0-first');
    assert.equal(first.errors, '');
    const read = (/** @type {string} */ file) => readFileSync(path.join(dir, 'dist', file), 'utf8');
    const buildVersion = () => {
      /** @type {unknown} */
      const parsed = JSON.parse(read('mf-manifest.json'));
      const manifest = /** @type {{ metaData: { buildInfo: { buildVersion: string } } }} */ (
        parsed
      );
      return manifest.metaData.buildInfo.buildVersion;
    };
    const chunksOfFirst = first.files.filter((file) => /\.[0-9a-f]{8}\.js$/.test(file));
    assert.ok(chunksOfFirst.length > 0, first.files.join(', '));
    assert.match(read('remoteEntry.js'), /1\.0\.0-first/);
    assert.equal(buildVersion(), '1.0.0-first');

    const second = await releaseBuild(dir, '1.0.0-second');
    assert.equal(second.errors, '');
    const chunksOfSecond = second.files.filter((file) => /\.[0-9a-f]{8}\.js$/.test(file));
    assert.deepEqual(chunksOfSecond, chunksOfFirst);
    for (const chunk of chunksOfSecond) assert.doesNotMatch(read(chunk), /1\.0\.0-(first|second)/);
    assert.match(read('remoteEntry.js'), /1\.0\.0-second/);
    assert.equal(buildVersion(), '1.0.0-second');
  });
});
