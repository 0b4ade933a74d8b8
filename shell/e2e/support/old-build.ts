// Builds a remote from an earlier commit of this repository, with that commit's own build kit
// and platform: what a team deployed back then. Needs the git history (a full clone).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, lstatSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './site';

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
}

/** The last commit whose platform had the version before `version`, or null without history. */
export function commitBeforePlatformVersion(version: string): string | null {
  try {
    if (git('rev-parse', '--is-shallow-repository') === 'true') return null;
    const bump = git(
      'log',
      '-n1',
      '--format=%H',
      `-S"version": "${version}"`,
      '--',
      'shell/platform/package.json',
    );
    return bump ? git('rev-parse', `${bump}^`) : null;
  } catch {
    return null;
  }
}

/**
 * Checks out `commit`'s remote, build kit, platform and contracts into a temporary folder,
 * links the installed packages (but that commit's own workspace packages) and builds the remote.
 * That older build kit loads with today's node_modules, so the build kit keeps depending on
 * what older releases need (style-loader: remotes injected their CSS before it became files).
 */
function existsAt(commit: string, file: string): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}:${file}`], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

export function buildRemoteAt(commit: string, remoteDir: string): { tree: string; dist: string } {
  const tree = mkdtempSync(path.join(os.tmpdir(), 'old-remote-'));
  const paths = [
    remoteDir,
    'shell/build-kit',
    'shell/platform',
    'tsconfig.base.json',
    // The shapes and rules: api/src until @healing/contracts (the rules since platform 1.5).
    ...['api/src/contracts.ts', 'api/src/rules', 'api/contracts'].filter((file) =>
      existsAt(commit, file),
    ),
  ];
  const archive = execFileSync('git', ['archive', commit, ...paths], { cwd: REPO_ROOT });
  execFileSync('tar', ['-x', '-C', tree], { input: archive });

  const installed = path.join(REPO_ROOT, 'node_modules');
  const modules = path.join(tree, 'node_modules');
  mkdirSync(path.join(modules, '@healing'), { recursive: true });
  for (const entry of readdirSync(installed)) {
    if (entry === '.bin' || entry === '@healing' || entry === 'api') continue;
    const source = path.join(installed, entry);
    // Workspace packages are links into the repository: the old tree provides its own.
    if (lstatSync(source).isSymbolicLink()) continue;
    symlinkSync(source, path.join(modules, entry));
  }
  symlinkSync(path.join(tree, 'shell/build-kit'), path.join(modules, '@healing', 'build-kit'));
  symlinkSync(path.join(tree, 'shell/platform'), path.join(modules, '@healing', 'platform'));
  symlinkSync(path.join(tree, 'api'), path.join(modules, 'api'));
  if (existsAt(commit, 'api/contracts')) {
    symlinkSync(path.join(tree, 'api/contracts'), path.join(modules, '@healing', 'contracts'));
    // Bundlers read the contracts' build, which git does not hold.
    for (const config of ['tsconfig.build.json', 'tsconfig.esm.json']) {
      execFileSync(process.execPath, [path.join(installed, 'typescript/bin/tsc'), '-p', config], {
        cwd: path.join(tree, 'api/contracts'),
        stdio: 'inherit',
      });
    }
  }

  const dist = path.join(tree, 'old-dist');
  execFileSync(process.execPath, [path.join(tree, 'shell/build-kit/src/build.mjs')], {
    cwd: path.join(tree, remoteDir),
    env: { ...process.env, BUILD_OUT_DIR: dist, RELEASE_ID: `built-at-${commit.slice(0, 8)}` },
    stdio: 'pipe',
  });
  if (!existsSync(path.join(dist, 'mf-manifest.json')))
    throw new Error('the old build made no manifest');
  return { tree, dist };
}
