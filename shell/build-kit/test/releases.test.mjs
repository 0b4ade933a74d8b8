// node --test: a remote's releases, release and rollback.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  currentRelease,
  history,
  KEEP_RELEASES,
  liveDir,
  recordLive,
  releasesDir,
  rollback,
} from '../src/releases.mjs';
import { resolveFile } from '../src/static-files.mjs';

function remotePackage() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), '{"from":"dist"}');
  return dir;
}

function stage(dir, id) {
  const folder = path.join(releasesDir(dir), id);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ from: id }));
}

function served(dir) {
  const root = liveDir(dir);
  return JSON.parse(readFileSync(resolveFile(root, '/mf-manifest.json'), 'utf8')).from;
}

describe('releases', () => {
  it('serves the working-tree build until something is released', () => {
    const dir = remotePackage();
    assert.equal(served(dir), 'dist');
    assert.equal(currentRelease(dir), null);
  });

  it('makes a release live, and rolls back to the one before', async () => {
    const dir = remotePackage();
    stage(dir, 'r1');
    await recordLive(dir, 'r1');
    stage(dir, 'r2');
    await recordLive(dir, 'r2');
    assert.equal(served(dir), 'r2');
    assert.deepEqual(history(dir), ['r1', 'r2']);
    assert.equal(rollback(dir), 'r1');
    assert.equal(served(dir), 'r1');
    assert.equal(rollback(dir), null, 'nothing before the first release');
    assert.equal(served(dir), 'r1');
  });

  it(`keeps the last ${KEEP_RELEASES} releases`, async () => {
    const dir = remotePackage();
    for (let index = 1; index <= KEEP_RELEASES + 2; index += 1) {
      stage(dir, `r${index}`);
      await recordLive(dir, `r${index}`);
    }
    assert.equal(history(dir).length, KEEP_RELEASES);
    assert.equal(history(dir)[0], 'r3');
    assert.equal(served(dir), `r${KEEP_RELEASES + 2}`);
  });
});
