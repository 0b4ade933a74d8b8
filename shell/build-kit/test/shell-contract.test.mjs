// node --test: the shell's contract (shell-contract.json), as the host's build writes it: the
// platform and the singletons the shell provides, and the remote modules its route table, home
// sections and back office load, read from the host's own source.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SINGLETON_PACKAGES } from '../src/index.cjs';
import { collectRemoteModules, shellContract } from '../src/shell-contract-plugin.cjs';

const HOST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'host');
const REMOTE_MODULES = path.join(HOST, 'src', 'app', 'remote-modules.ts');

describe('shell-contract.json', () => {
  const contract = shellContract({
    dir: HOST,
    release: '1.0.0-test',
    remoteModulesFile: REMOTE_MODULES,
  });

  it("names the modules the host's route table and home sections load, and where", () => {
    const catalog = contract.remotes.catalog;
    assert.ok(catalog);
    assert.deepEqual(
      catalog.find((entry) => entry.module === './AboutPage'),
      { module: './AboutPage', usedBy: '/about', props: {} },
    );
    assert.deepEqual(
      catalog.find((entry) => entry.module === './HomeSections'),
      { module: './HomeSections', usedBy: 'the home page (our collections)', props: {} },
    );
    assert.deepEqual(
      contract.remotes.cartCheckout?.find((entry) => entry.usedBy === '/checkout'),
      { module: './CheckoutPage', usedBy: '/checkout', props: {} },
    );
    // With the props the shell passes, as its ShellPassedProps says.
    assert.deepEqual(
      catalog.find((entry) => entry.usedBy === '/love-is'),
      {
        module: './CollectionPage',
        usedBy: '/love-is',
        props: {
          collection: { type: '"inner-beauty" | "life-happens" | "love-is"', optional: false },
        },
      },
    );
    assert.deepEqual(Object.keys(contract.remotes).sort(), [
      'cartCheckout',
      'catalog',
      'community',
      'designer',
    ]);
  });

  it('names the platform the shell provides, with its API record, and every singleton', () => {
    assert.match(contract.platform.version, /^\d+\.\d+\.\d+$/);
    assert.ok(contract.platform.exports.includes('Button'));
    assert.ok(contract.platform.exports.includes('forms/useRuleForm'));
    assert.deepEqual(Object.keys(contract.shared), SINGLETON_PACKAGES);
    assert.equal(contract.shared['@healing/platform'], contract.platform.version);
    assert.equal(contract.shared['react/jsx-runtime'], contract.shared.react);
    assert.equal(contract.release, '1.0.0-test');
  });

  it('reads any module list that exports shellRemoteModules(), imports included', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-contract-'));
    after(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(path.join(dir, 'app'));
    writeFileSync(
      path.join(dir, 'app', 'routes.ts'),
      "export const PAGES: { remote: string; module: string }[] = [{ remote: 'a', module: './X' }];\n",
    );
    writeFileSync(
      path.join(dir, 'app', 'list.ts'),
      "import { PAGES } from './routes';\n" +
        'export const shellRemoteModules = () => PAGES.map((page) => ({ ...page, usedBy: "/x" }));\n',
    );
    assert.deepEqual(collectRemoteModules(path.join(dir, 'app', 'list.ts')), [
      { remote: 'a', module: './X', usedBy: '/x' },
    ]);
    writeFileSync(path.join(dir, 'app', 'none.ts'), 'export const nothing = 1;\n');
    assert.throws(
      () => collectRemoteModules(path.join(dir, 'app', 'none.ts')),
      /exports no shellRemoteModules\(\)/,
    );
  });
});
