// Browser telemetry of the remotes: when a remote's area fails in a shopper's browser, the page
// tells the shell's server (a beacon to /_telemetry when the page is hidden), and the failure is
// counted in the shell's Prometheus metrics with the remote, its module, the release its
// manifest names and the kind of failure, next to the release each remote has live.
import { expect, test } from './support/test';
import { serveShell } from './support/servers';
import { API_URL, E2E, REMOTE_ORDER, remotePort } from './support/site';
import { releaseLabel } from '@healing/build-kit/telemetry-wire';
import { sampleOf } from '../../edge/test/support/prometheus';

const shellPort = E2E.sparePortBase + 12;
const metricsPort = E2E.sparePortBase + 13;

test("a remote area's failure in the browser is counted with the remote's release", async ({
  page,
}) => {
  const remotes = Object.fromEntries(
    REMOTE_ORDER.map((name) => [name, `http://localhost:${remotePort(name)}/mf-manifest.json`]),
  );
  const manifest = (await (await fetch(remotes.catalog)).json()) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  const release = releaseLabel(manifest.metaData.buildInfo.buildVersion);
  const shell = await serveShell(shellPort, {
    apiUrl: API_URL,
    remotes,
    metrics: { port: metricsPort, host: '127.0.0.1' },
  });
  const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const labels = { remote: 'catalog', module: 'AboutPage', release, kind: 'chunk' };
  const failures = async () =>
    sampleOf(await scrape(), 'edge_remote_browser_failures_total', labels) ?? 0;
  try {
    // The shell knows the release catalog has live, from its manifest.
    await expect
      .poll(async () =>
        sampleOf(await scrape(), 'edge_remote_release_info', {
          remote: 'catalog',
          environment: 'production',
          role: 'live',
          release,
        }),
      )
      .toBe(1);
    const before = await failures();

    // The About page's own chunk is missing: its area shows the fallback.
    await page.route(/\/__federation_expose_AboutPage\.[0-9a-f]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/_telemetry') beacons.push(request.postData() ?? '');
    });
    await page.goto(`${shell.url}/about?utm_source=newsletter`);
    await expect(page.locator('[data-remote-fallback]')).toContainText(
      "This part of the shop didn't load",
    );
    expect(beacons).toHaveLength(0);

    // The page is hidden (the shopper switched tabs): the batch goes as a beacon.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await expect.poll(failures).toBe(before + 1);
    // What went: the remote, module, release and kind; not the address or its query.
    expect(beacons.join('')).toContain('"kind":"chunk"');
    expect(beacons.join('')).not.toMatch(/utm_source|newsletter|about\?|http/);
  } finally {
    await shell.close();
  }
});
