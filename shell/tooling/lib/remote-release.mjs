// Real releases of a remote built from a change to its working tree, for the site tests and the
// drills that exercise the team's commands: `npm run release -- <args>` in the remote's folder on
// the caller's RELEASES_ROOT, while one string of one of its files is replaced. The file is put
// back as soon as the command ends, and when the process exits meanwhile.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} SourceChange
 * @property {string} file  relative to the remote's folder
 * @property {string} from  a string the file holds
 * @property {string} to    what it reads while the release builds
 */

/**
 * `npm run <args>` in `packageDir` with RELEASES_ROOT set; what it printed (throws on failure,
 * execFileSync's error carrying its status, stdout and stderr).
 * @param {string} packageDir
 * @param {string} releasesRoot
 * @param {string[]} args
 * @returns {string}
 */
export function teamCommand(packageDir, releasesRoot, args) {
  return execFileSync('npm', ['run', '--silent', ...args], {
    cwd: packageDir,
    env: { ...process.env, RELEASES_ROOT: releasesRoot },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

/**
 * `npm run release -- <args>`, built while `change` is made (none: the working tree as it is).
 * @param {{ packageDir: string, releasesRoot: string, change?: SourceChange, args?: string[] }} options
 * @returns {string} what the command printed
 */
export function releaseWithChange({ packageDir, releasesRoot, change, args = [] }) {
  const release = () => teamCommand(packageDir, releasesRoot, ['release', '--', ...args]);
  if (!change) return release();
  const file = path.join(packageDir, change.file);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(change.from)) {
    throw new Error(`${file} no longer holds "${change.from}": change the caller with it`);
  }
  const restore = () => writeFileSync(file, source);
  process.once('exit', restore);
  writeFileSync(file, source.replace(change.from, change.to));
  try {
    return release();
  } finally {
    restore();
    process.off('exit', restore);
  }
}
