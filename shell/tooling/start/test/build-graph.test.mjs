// What `npm start` rebuilds is what the workspaces' dependency graph and nx.json say, nothing
// from a hand-kept list. This runs the real runner (lerna's, on nx) with the repository's own
// nx.json, lock file and package.json files (their dependencies and nx settings) in a scratch
// copy whose packages hold one source file each and whose build scripts only record that they
// ran, so it takes seconds instead of the real builds' minutes.
import assert from 'node:assert/strict';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from '../../paths.mjs';
import { runBuilds } from '../lib/build.mjs';

/** @type {string} */
let scratch;
/** @type {Record<string, string>} package name -> its folder in the scratch copy */
const folders = {};

const LOG = 'builds.log';

/**
 * @param {string} file
 * @returns {unknown}
 */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

before(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'build-graph-'));
  const rootPackage = /** @type {{ workspaces: string[] }} */ (
    readJson(path.join(ROOT, 'package.json'))
  );
  for (const file of [
    'package.json',
    'package-lock.json',
    'nx.json',
    'lerna.json',
    'tsconfig.base.json',
  ]) {
    cpSync(path.join(ROOT, file), path.join(scratch, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  writeFileSync(path.join(scratch, '.gitignore'), 'node_modules/\ndist/\n.nx/\nbuilds.log\n');
  for (const folder of rootPackage.workspaces) {
    const manifest = /** @type {{ name: string, scripts?: Record<string, string> }} */ (
      readJson(path.join(ROOT, folder, 'package.json'))
    );
    folders[manifest.name] = folder;
    mkdirSync(path.join(scratch, folder, 'src'), { recursive: true });
    writeFileSync(
      path.join(scratch, folder, 'src', 'index.ts'),
      `export const name = '${manifest.name}';\n`,
    );
    if (manifest.scripts?.build) {
      // Records the build and writes its output, as a real build would.
      manifest.scripts.build = `node -e "require('fs').appendFileSync('${path.join(scratch, LOG)}', '${manifest.name}\\n'); require('fs').mkdirSync('dist', { recursive: true }); require('fs').writeFileSync('dist/out.txt', 'built')"`;
    }
    writeFileSync(path.join(scratch, folder, 'package.json'), JSON.stringify(manifest, null, 2));
  }
});

after(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Runs the builds and returns the packages whose build ran, sorted. */
function build() {
  rmSync(path.join(scratch, LOG), { force: true });
  const result = runBuilds({ root: scratch, stdio: 'pipe' });
  assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
  let log = '';
  try {
    log = readFileSync(path.join(scratch, LOG), 'utf8');
  } catch {
    // nothing was built
  }
  return log.split('\n').filter(Boolean).sort();
}

/** @param {string} name a workspace package */
function change(name) {
  const file = path.join(scratch, folders[name], 'src', 'index.ts');
  writeFileSync(file, `${readFileSync(file, 'utf8')}export const changedAt = ${Date.now()};\n`);
}

const FRONT_ENDS = ['mf-cart-checkout', 'mf-catalog', 'mf-community', 'mf-designer', 'shell'];
const EVERYTHING = ['@healing/contracts', '@healing/edge', 'api', ...FRONT_ENDS].sort();

test('the first run builds every package that has a build', () => {
  assert.deepEqual(build(), EVERYTHING);
});

test('an unchanged tree rebuilds nothing', () => {
  assert.deepEqual(build(), []);
});

test('a change to the platform rebuilds the shell and every remote, and nothing else', () => {
  change('@healing/platform');
  assert.deepEqual(build(), FRONT_ENDS);
});

test('a change to the contracts rebuilds them, the API, every front end and the edge, which reads the data version by them', () => {
  change('@healing/contracts');
  assert.deepEqual(build(), ['@healing/contracts', '@healing/edge', 'api', ...FRONT_ENDS].sort());
});

test('a change to the build kit rebuilds what it builds and the edge, which reads its protocol', () => {
  change('@healing/build-kit');
  assert.deepEqual(build(), ['@healing/edge', ...FRONT_ENDS].sort());
});

test('a change to a remote rebuilds that remote alone', () => {
  change('mf-catalog');
  assert.deepEqual(build(), ['mf-catalog']);
});

test('a change to the edge rebuilds the edge alone: the front ends do not bundle it', () => {
  change('@healing/edge');
  assert.deepEqual(build(), ['@healing/edge']);
});
