// A remote's server as its process starts it: listening, with every live build's server renderer
// warmed before a visitor asks, at start and whenever a release goes live after (a release, a
// promote, a rollback, a canary), each build once.
import { existsSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { liveDir, recordLive, servedRoots } from '../src/remote/releases';
import type { RemoteServerOptions } from '../src/remote/remote-server';
import { rememberedWarmUps } from '../src/remote/render-endpoint';
import { startRemoteServer, WARM_CHECK_MS } from '../src/remote/start-remote';
import { tempDir, type TempDir } from './support/edge-fixtures';

/** A build whose renderer notes each render in the package's rendered.txt, by release. */
function writeRelease(pkg: TempDir, id: string) {
  pkg.write(`releases/${id}/mf-manifest.json`, JSON.stringify({ id, exposes: [] }));
  pkg.write(`releases/${id}/remoteEntry.js`, `// entry of ${id}\n`);
  pkg.write(
    `releases/${id}/server/render.cjs`,
    `const { appendFileSync } = require('node:fs');
exports.renderableModules = ['./AboutPage'];
exports.isSessionId = () => false;
exports.render = async (request) => {
  appendFileSync(${JSON.stringify(path.join(pkg.dir, 'rendered.txt'))}, '${id} ' + request.module + '\\n');
  return { html: '<h1>${id}</h1>', state: null };
};
`,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a remote's server, started", () => {
  let pkg: TempDir;
  const rendered = () => {
    const file = path.join(pkg.dir, 'rendered.txt');
    return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [];
  };

  /** Waits up to a few checks for `lines` to be what was rendered. */
  async function renderedSoon(lines: string[]) {
    for (let waited = 0; waited < 5 * WARM_CHECK_MS && rendered().length < lines.length;) {
      await sleep(50);
      waited += 50;
    }
    expect(rendered()).toEqual(lines);
  }

  /** r1 live, and the server started on it with `lookups`. */
  async function startWithR1(lookups: Pick<RemoteServerOptions, 'roots' | 'live'>) {
    writeRelease(pkg, 'r1');
    await recordLive(pkg.dir, 'r1');
    return startRemoteServer({ ...lookups, port: 0, host: '127.0.0.1', logger: false });
  }

  beforeEach(() => {
    pkg = tempDir('edge-start-remote-');
  });

  afterEach(() => {
    pkg.remove();
  });

  it("warms the live build's renderer at start, and each build that goes live after, once", async () => {
    const { app } = await startWithR1({
      roots: (environment) => servedRoots(pkg.dir, environment),
    });
    try {
      // Production, staging and the canary all serve r1 here: warmed once.
      await renderedSoon(['r1 ./AboutPage']);

      writeRelease(pkg, 'r2');
      await recordLive(pkg.dir, 'r2');
      await renderedSoon(['r1 ./AboutPage', 'r2 ./AboutPage']);

      // Back to r1: warmed already.
      await recordLive(pkg.dir, 'r1');
      await sleep(2 * WARM_CHECK_MS);
      expect(rendered()).toEqual(['r1 ./AboutPage', 'r2 ./AboutPage']);
    } finally {
      await app.close();
    }
  });

  it('with a live lookup, checks only the live folders, and forgets builds replaced or pruned', async () => {
    let rootsAsked = 0;
    const { app } = await startWithR1({
      roots: (environment) => {
        rootsAsked += 1;
        return servedRoots(pkg.dir, environment);
      },
      live: (environment) => liveDir(pkg.dir, environment),
    });
    try {
      await renderedSoon(['r1 ./AboutPage']);
      writeRelease(pkg, 'r2');
      await recordLive(pkg.dir, 'r2');
      await renderedSoon(['r1 ./AboutPage', 'r2 ./AboutPage']);
      // Every kept release's folder is read only for a file a visitor asks for.
      expect(rootsAsked).toBe(0);

      // r1 pruned, r2 rebuilt in place: warmed again, and only what is on disk remembered.
      rmSync(path.join(pkg.dir, 'releases', 'r1'), { recursive: true });
      const later = new Date(Date.now() + 60_000);
      utimesSync(path.join(pkg.dir, 'releases', 'r2', 'server', 'render.cjs'), later, later);
      await renderedSoon(['r1 ./AboutPage', 'r2 ./AboutPage', 'r2 ./AboutPage']);
      expect(rememberedWarmUps()).toBe(1);
    } finally {
      await app.close();
    }
  });
});
