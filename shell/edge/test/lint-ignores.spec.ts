// What a release or a preview writes into a remote's folder is a build, not source: the lint
// (npm run lint, part of npm test) skips it, or one release makes the whole check fail.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

/** Asks ESLint, with the repository's own config, which of `files` it ignores. */
function ignored(files: string[]): boolean[] {
  const script = `
    const { ESLint } = require('eslint');
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
    Promise.all(${JSON.stringify(files)}.map((file) => eslint.isPathIgnored(file)))
      .then((answers) => process.stdout.write(JSON.stringify(answers)));
  `;
  const result = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as boolean[];
}

describe('the lint', () => {
  it('ignores releases and previews, and still checks the sources beside them', () => {
    expect(
      ignored([
        'mf-catalog/releases/1.0.0-2025-03-01/remoteEntry.js',
        'mf-catalog/releases/.staging/abc/1.0.0-x/__federation_expose_Home.1234abcd.js',
        'mf-cart-checkout/.preview/remoteEntry.js',
        'mf-catalog/src/expose/home-sections.tsx',
        'shell/edge/src/remote/releases.ts',
      ]),
    ).toEqual([true, true, true, false, false]);
  });
});
