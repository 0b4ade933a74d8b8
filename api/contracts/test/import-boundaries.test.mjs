// The repository's lint (eslint.config.mjs) keeps the boundaries around the contracts: nothing
// outside api/ reads the API's source, a remote never imports another remote, and the contracts
// import nothing but zod. Each snippet is linted as if it were a real file of that package.
// node:test, not jest: ESLint loads the config with import(), which jest's module sandbox refuses.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Only the import rules, without type information: their answers need no TypeScript program.
const eslint = new ESLint({
  cwd: repositoryRoot,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) =>
    ruleId === 'no-restricted-imports' || ruleId === 'import-x/no-restricted-paths',
});

const API_SOURCE =
  "Import the API's shapes from @healing/contracts (remotes: through @healing/platform).";
const OTHER_REMOTE = 'A remote never imports another remote or the shell: use @healing/platform.';
const CONTRACTS_ONLY_ZOD = '@healing/contracts imports only zod and its own files.';
const CONTRACTS_NOT_API = '@healing/contracts imports nothing from the API.';
const REASONS = [API_SOURCE, OTHER_REMOTE, CONTRACTS_ONLY_ZOD, CONTRACTS_NOT_API];

/**
 * Why the import rules refuse `code` linted as the file at `filePath` (from the root): the
 * config's reason for each refusal.
 * @param {string} filePath
 * @param {string} code
 * @returns {Promise<string[]>}
 */
async function importRefusals(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, filePath) });
  return (result?.messages ?? []).map(
    ({ message }) => REASONS.find((reason) => message.endsWith(reason)) ?? message,
  );
}

describe('the lint of import boundaries', () => {
  it("refuses the platform a deep import of the API's source", async () => {
    const refusals = await importRefusals(
      'shell/platform/src/contracts.ts',
      "export type { ProductDto } from 'api/src/contracts';\n",
    );
    assert.deepEqual(refusals, [API_SOURCE]);
  });

  it("refuses a shell script a relative import of the API's source", async () => {
    const refusals = await importRefusals(
      'shell/scripts/build-changed.mjs',
      "export { startEmbeddedPostgres } from '../../api/src/database/embedded-postgres.js';\n",
    );
    assert.deepEqual(refusals, [API_SOURCE]);
  });

  it("refuses a remote a deep import of the API's source", async () => {
    const refusals = await importRefusals(
      'mf-community/src/features/admin/api/unsubscribe-api.ts',
      "export type { StoryCountsDto } from 'api/src/community/community-admin-contracts';\n",
    );
    assert.deepEqual(refusals, [API_SOURCE]);
  });

  it('refuses a remote an import of another remote by package name', async () => {
    const refusals = await importRefusals(
      'mf-catalog/src/features/admin-products/api/admin-products-api.ts',
      "export { designCatalogue } from 'mf-designer/src/lib/design-catalogue';\n",
    );
    assert.deepEqual(refusals, [OTHER_REMOTE]);
  });

  it('refuses a remote an import of another remote by relative path', async () => {
    const refusals = await importRefusals(
      'mf-catalog/src/features/admin-products/api/admin-products-api.ts',
      "export { adminApi } from '../../../../../mf-community/src/features/admin/api/admin-api';\n",
    );
    assert.deepEqual(refusals, [OTHER_REMOTE]);
  });

  it('lets a remote import the contracts and the platform', async () => {
    const refusals = await importRefusals(
      'mf-catalog/src/features/admin-products/api/admin-products-api.ts',
      "export type { AdminProductDto } from '@healing/contracts/admin';\n" +
        "export { apiJson } from '@healing/platform';\n",
    );
    assert.deepEqual(refusals, []);
  });

  it('refuses the contracts an import of the API by relative path', async () => {
    const refusals = await importRefusals(
      'api/contracts/src/store/catalog.ts',
      "export { centsToAmount } from '../../../src/common/money';\n",
    );
    assert.deepEqual(refusals, [CONTRACTS_NOT_API]);
  });

  it('refuses the contracts a package other than zod', async () => {
    const refusals = await importRefusals(
      'api/contracts/src/store/catalog.ts',
      "export { Injectable } from '@nestjs/common';\n",
    );
    assert.deepEqual(refusals, [CONTRACTS_ONLY_ZOD]);
  });

  it('lets the contracts import zod and their own files', async () => {
    const refusals = await importRefusals(
      'api/contracts/src/store/catalog.ts',
      "export * as z from 'zod/mini';\nexport { COLLECTIONS } from './catalog';\n",
    );
    assert.deepEqual(refusals, []);
  });
});
