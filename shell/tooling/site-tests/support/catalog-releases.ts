// Real releases of the catalog, for the tests of the team's commands (staging.e2e.ts,
// canary.e2e.ts): a temporary RELEASES_ROOT served by this test's catalog server, the team's
// npm commands run on it, and releases built from a changed about-page heading. The heading is
// changed in the working tree only while its release builds, put back right after (and when
// the test process exits meanwhile); nothing of the releases stays.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remotes from '@healing/build-kit/remotes.json';
import type { Page } from '@playwright/test';
import { releaseWithChange as releaseRemote, teamCommand } from '../../lib/remote-release.mjs';
import { type RunningServer, serveRemoteReleases, serveShell } from './servers';
import { API_URL, REPO_ROOT, remotePort } from './site';

export const CATALOG_DIR = path.join(REPO_ROOT, 'mf-catalog');
/** The about page's heading in the working tree. */
export const HEADING = 'Healing you can hold';

/** The about page's heading (the catalog's), once the page is on screen. */
export const aboutHeading = (page: Page) => page.locator('[data-remote="catalog"] h1').first();

/** A change to one of mf-catalog's files, for the time its release builds. */
export type SourceChange = import('../../lib/remote-release.mjs').SourceChange;

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
  /**
   * A shell server on `port` showing `environment`'s releases of this catalog (production's by
   * default) and the suite's servers for the other remotes; closed with the catalog.
   */
  serveShell: (
    port: number,
    options?: { environment?: string; canaryPollMs?: number },
  ) => Promise<RunningServer>;
  close: () => Promise<void>;
}

/** The catalog's releases in a temporary root, served on `port`. */
export async function startCatalogReleases(port: number): Promise<CatalogReleases> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'healing-e2e-releases-'));
  const catalog = await serveRemoteReleases('catalog', port, root);
  const team = (...args: string[]) => teamCommand(CATALOG_DIR, root, args);
  const releaseWithChange = (change: SourceChange, ...args: string[]) =>
    releaseRemote({ packageDir: CATALOG_DIR, releasesRoot: root, change, args });
  const remoteEnv = Object.fromEntries(
    remotes.map((remote) => [
      remote.env,
      remote.name === 'catalog'
        ? `${catalog.url}/mf-manifest.json`
        : `http://localhost:${remotePort(remote.name)}/mf-manifest.json`,
    ]),
  );
  const shells: RunningServer[] = [];
  return {
    url: catalog.url,
    remoteEnv,
    team,
    releaseWithChange,
    releaseWithHeading: (heading, ...args) =>
      releaseWithChange(
        { file: 'src/pages/about-page.tsx', from: `>${HEADING}<`, to: `>${heading}<` },
        ...args,
      ),
    serveShell: async (port, { environment = 'production', canaryPollMs } = {}) => {
      const { readShellConfig } = await import('@healing/edge');
      const shell = await serveShell(port, {
        apiUrl: API_URL,
        environment,
        remotes: readShellConfig({ ...remoteEnv, SHOP_ENVIRONMENT: environment }).remotes,
        ...(canaryPollMs === undefined ? {} : { canaryPollMs }),
      });
      shells.push(shell);
      return shell;
    },
    close: async () => {
      await Promise.all(shells.map((shell) => shell.close()));
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
