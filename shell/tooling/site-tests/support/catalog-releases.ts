// Real releases of the catalog, for the tests of the team's commands (staging.e2e.ts,
// canary.e2e.ts): a temporary RELEASES_ROOT served by this test's catalog server, the team's
// npm commands run on it, and releases built from a changed about-page heading. The heading is
// changed in the working tree only while its release builds, put back right after (and when
// the test process exits meanwhile); nothing of the releases stays.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remotes from '@healing/build-kit/remotes.json';
import type { Page } from '@playwright/test';
import { serveRemoteReleases } from './servers';
import { REPO_ROOT, remotePort } from './site';

export const CATALOG_DIR = path.join(REPO_ROOT, 'mf-catalog');
/** The about page's heading in the working tree. */
export const HEADING = 'Healing you can hold';

/** The about page's heading (the catalog's), once the page is on screen. */
export const aboutHeading = (page: Page) => page.locator('[data-remote="catalog"] h1').first();

/** A change to one of mf-catalog's files, for the time its release builds. */
export interface SourceChange {
  file: string;
  from: string;
  to: string;
}

export interface CatalogReleases {
  /** The catalog server's address, serving the releases of the temporary root. */
  url: string;
  /** The REMOTE_*_URL settings: this catalog server, and the suite's servers for the others. */
  remoteEnv: Record<string, string>;
  /** `npm run <args>` in mf-catalog on the temporary root; what it printed. */
  team: (...args: string[]) => string;
  /** `npm run release -- <args>` of a build whose about page reads `heading`. */
  releaseWithHeading: (heading: string, ...args: string[]) => string;
  /** `npm run release -- <args>` of a build with `from` replaced by `to` in `file` (in mf-catalog). */
  releaseWithChange: (change: SourceChange, ...args: string[]) => string;
  close: () => Promise<void>;
}

/** The catalog's releases in a temporary root, served on `port`. */
export async function startCatalogReleases(port: number): Promise<CatalogReleases> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'healing-e2e-releases-'));
  const catalog = await serveRemoteReleases('catalog', port, root);
  const team = (...args: string[]) =>
    execFileSync('npm', ['run', '--silent', ...args], {
      cwd: CATALOG_DIR,
      env: { ...process.env, RELEASES_ROOT: root },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  /**
   * The release, built while `change` is made in the working tree; the file is put back as
   * soon as the command ends, or when the test process exits meanwhile.
   */
  const releaseWithChange = (change: SourceChange, ...args: string[]) => {
    const file = path.join(CATALOG_DIR, change.file);
    const source = readFileSync(file, 'utf8');
    if (!source.includes(change.from)) {
      throw new Error(`${file} no longer holds "${change.from}": change the tests with it`);
    }
    const restore = () => writeFileSync(file, source);
    process.once('exit', restore);
    writeFileSync(file, source.replace(change.from, change.to));
    try {
      return team('release', '--', ...args);
    } finally {
      restore();
      process.off('exit', restore);
    }
  };
  return {
    url: catalog.url,
    remoteEnv: Object.fromEntries(
      remotes.map((remote) => [
        remote.env,
        remote.name === 'catalog'
          ? `${catalog.url}/mf-manifest.json`
          : `http://localhost:${remotePort(remote.name)}/mf-manifest.json`,
      ]),
    ),
    team,
    releaseWithChange,
    releaseWithHeading: (heading, ...args) =>
      releaseWithChange(
        { file: 'src/pages/about-page.tsx', from: `>${HEADING}<`, to: `>${heading}<` },
        ...args,
      ),
    close: async () => {
      await catalog.close();
      // The releases' source maps are kept beside the package, by release id.
      const dir = path.join(root, 'mf-catalog');
      const released = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : [];
      for (const entry of released) {
        if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'env') {
          rmSync(path.join(CATALOG_DIR, 'source-maps', entry.name), {
            recursive: true,
            force: true,
          });
        }
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
