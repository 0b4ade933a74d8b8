// The release gate, as a remote team meets it: a catalog release that renames an exposed module
// the live shell loads (./AboutPage, for /about) passes its own build, and is refused before the
// live pointer moves. `npm run release` says why and fails, nothing of it is kept, and shoppers
// keep getting the about page the shop had. So is one whose collection page narrows the prop the
// shell passes it (its build, which type-checks nothing, passes too): TypeScript, at the gate,
// finds that the shell's collections no longer fit.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CATALOG_DIR, HEADING, startCatalogReleases } from './support/catalog-releases';
import { E2E } from './support/site';
import { expect, test } from './support/test';

const catalogPort = E2E.sparePortBase + 10;
const shellPort = E2E.sparePortBase + 24;

/** What a release command printed, after `exit <code>`: execFileSync throws when it fails. */
function exitAndOutput(run: () => string): string {
  try {
    run();
    return 'exit 0';
  } catch (error) {
    const failed = error as { status?: number | null; stdout?: string; stderr?: string };
    return `exit ${failed.status}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
}

test('a release renaming an exposed module, or narrowing a prop, the shell uses is refused at the gate', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { releases } = await import('@healing/edge');
  const catalog = await startCatalogReleases(catalogPort);
  const shell = await catalog.serveShell(shellPort);
  try {
    const about = async () => (await page.request.get(`${shell.url}/about`)).text();
    expect(await about()).toContain(`>${HEADING}</h1>`);

    const said = exitAndOutput(() =>
      catalog.releaseWithChange({
        file: 'webpack.config.cjs',
        from: "'./AboutPage':",
        to: "'./StoryPage':",
      }),
    );
    expect(said).toMatch(/^exit 1\n/);
    expect(said).toContain('no longer exposes ./AboutPage, which the live shell loads for /about');

    // Nothing went live and nothing of the build is kept.
    expect(releases.currentRelease(CATALOG_DIR)).toBeNull();
    const dir = releases.releasesDir(CATALOG_DIR);
    const kept = existsSync(dir)
      ? readdirSync(dir).filter((name) => !name.startsWith('.') && name !== 'env')
      : [];
    expect(kept).toEqual([]);
    const staging = path.join(dir, '.staging');
    expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
    // ...not even its source maps, kept beside the package under the release's id.
    const sourceMaps = readdirSync(path.join(CATALOG_DIR, 'source-maps'));
    expect(sourceMaps.filter((name) => /^\d+\.\d+\.\d+-/.test(name))).toEqual([]);

    // Shoppers keep the about page the shop had, and the catalog still exposes it.
    expect(await about()).toContain(`>${HEADING}</h1>`);
    const manifest = (await (await page.request.get(`${catalog.url}/mf-manifest.json`)).json()) as {
      exposes: { path: string }[];
    };
    expect(manifest.exposes.map((expose) => expose.path)).toContain('./AboutPage');

    const narrowed = exitAndOutput(() =>
      catalog.releaseWithChange({
        file: 'src/expose/collection-page.tsx',
        from: '{ collection: CollectionSlug }',
        to: "{ collection: 'inner-beauty' }",
      }),
    );
    expect(narrowed).toMatch(/^exit 1\n/);
    expect(narrowed).toContain(
      './CollectionPage takes the prop collection as "inner-beauty", but the live shell passes ' +
        '"inner-beauty" | "life-happens" | "love-is" for /inner-beauty, /life-happens and /love-is',
    );
    expect(releases.currentRelease(CATALOG_DIR)).toBeNull();
    expect((await page.request.get(`${shell.url}/love-is`)).status()).toBe(200);
  } finally {
    await catalog.close();
  }
});
