// `healing-release`              builds this remote into releases/<id>/ and makes it live
// `healing-release --rollback`   makes the release before the live one live again
// `healing-release --list`       shows the releases, the live one marked
// Only this remote changes: the shell and the other remotes are neither rebuilt nor restarted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { currentRelease, history, recordLive, releasesDir, rollback } from '../remote/releases';
import { loadRunWebpack } from './run-webpack';

/** What the command tells the person who ran it. */
const say = (line: string) => process.stdout.write(`${line}\n`);
export async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { rollback: { type: 'boolean' }, list: { type: 'boolean' } },
  });
  const packageDir = process.cwd();
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };

  if (values.list) {
    const live = currentRelease(packageDir);
    for (const id of history(packageDir)) say(`${id === live ? '*' : ' '} ${id}`);
    if (!live) say('  (no release is live: the working-tree build in dist/ is served)');
    return;
  }
  if (values.rollback) {
    const previous = await rollback(packageDir);
    if (!previous) {
      console.error(`healing-release: ${pkg.name} has no earlier release to roll back to`);
      process.exit(1);
    }
    say(`[release] ${pkg.name} rolled back: ${previous} is live`);
    return;
  }
  const { buildOnce } = await loadRunWebpack();
  const id = `${pkg.version}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const outDir = path.join(releasesDir(packageDir), id);
  say(`[release] building ${pkg.name} ${id}`);
  if (!(await buildOnce({ env: { BUILD_OUT_DIR: outDir, RELEASE_ID: id } }))) {
    console.error('healing-release: the build failed; the live release is unchanged');
    process.exit(1);
  }
  await recordLive(packageDir, id);
  say(`[release] ${pkg.name} ${id} is live`);
}
