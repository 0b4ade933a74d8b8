// The release gate's checks, one mismatch at a time, each with the sentence the releaser reads:
// a platform older than the remote requires, a platform export that is not there, a shared
// singleton whose version does not satisfy the remote's range, an exposed module the live shell
// loads that the remote no longer exposes (the /about outage of issue 33), and a component whose
// props no longer take what the shell passes (a prop renamed, required, dropped or narrowed).
// And how the live shell's contract is loaded: from a folder, an origin, or not at all.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkRelease,
  type FederationManifest,
  GateInputError,
  loadRelease,
  loadShellContract,
  type PlatformContract,
  type ShellContract,
} from '../src/remote/release-gate';
import type { ExposesContract, PropsRecord } from '@healing/build-kit/exposed-props';
import { tempDir } from './support/edge-fixtures';
import { liveShellContract } from './support/release-fixtures';

const SLUGS = '"inner-beauty" | "life-happens" | "love-is"';
/** What the shell passes to the collection pages, as its build records it. */
const collectionProps: PropsRecord = { collection: { type: SLUGS, optional: false } };

const shell: ShellContract = liveShellContract({
  platform: { version: '1.11.0', exports: ['Button', 'useCart', 'forms/useRuleForm'] },
  shared: {
    react: '19.3.1',
    'react/jsx-runtime': '19.3.1',
    'react-router-dom': '7.18.5',
    '@tanstack/react-query': '5.108.0',
    '@healing/platform': '1.11.0',
    '@healing/platform/forms': '1.11.0',
  },
  remotes: {
    catalog: [
      { module: './ProductPage', usedBy: '/product/:id', props: {} },
      { module: './AboutPage', usedBy: '/about', props: {} },
      { module: './CollectionPage', usedBy: '/inner-beauty', props: collectionProps },
      { module: './CollectionPage', usedBy: '/love-is', props: collectionProps },
      { module: './HomeSections', usedBy: 'the home page (our collections)', props: {} },
    ],
    community: [{ module: './BlogPage', usedBy: '/blog' }],
  },
});

const shared = (name: string, requiredVersion: string) => ({
  name,
  requiredVersion,
  version: requiredVersion.replace(/^\^/, ''),
});

/** The catalog's release as its build writes it, fitting the shell above. */
function catalog(): {
  manifest: FederationManifest;
  platformContract: PlatformContract;
  exposesContract: ExposesContract;
} {
  return {
    exposesContract: {
      exposes: {
        './ProductPage': { props: {} },
        './AboutPage': { props: {} },
        './CollectionPage': { props: { collection: { type: SLUGS, optional: false } } },
        './HomeSections': { props: {} },
        './BooksPage': { props: null },
      },
    },
    manifest: {
      name: 'catalog',
      shared: [
        shared('react', '19.3.1'),
        shared('react/jsx-runtime', '19.3.1'),
        shared('@tanstack/react-query', '5.108.0'),
        shared('@healing/platform', '^1.11.0'),
        shared('@healing/platform/forms', '^1.11.0'),
      ],
      exposes: ['ProductPage', 'AboutPage', 'CollectionPage', 'HomeSections', 'BooksPage'].map(
        (name) => ({ name, path: `./${name}` }),
      ),
    },
    platformContract: { platform: '^1.11.0', imports: ['Button', 'forms/useRuleForm'] },
  };
}

describe('checkRelease', () => {
  it('lets a release that fits the live shell go live', () => {
    expect(checkRelease({ ...catalog(), shellContract: shell })).toEqual([]);
  });

  it('refuses a release built for a newer platform than the live shell provides', () => {
    const release = catalog();
    release.platformContract.platform = '^1.12.0';
    for (const entry of release.manifest.shared!) {
      if (entry.name.startsWith('@healing/platform')) entry.requiredVersion = '^1.12.0';
    }
    // Said once, though the manifest and the platform contract both say it.
    expect(checkRelease({ ...release, shellContract: shell })).toEqual([
      'requires @healing/platform ^1.12.0 but the live shell provides 1.11.0',
    ]);
  });

  it('refuses a release that requires platform ^1.7.0 where the shell provides 1.6.0', () => {
    const release = catalog();
    release.platformContract = { platform: '^1.7.0', imports: [] };
    release.manifest.shared = [];
    const old = { ...shell, platform: { version: '1.6.0', exports: ['Button'] } };
    expect(checkRelease({ ...release, shellContract: old })).toEqual([
      'requires @healing/platform ^1.7.0 but the live shell provides 1.6.0',
    ]);
  });

  it('refuses a release importing a platform export the live platform lacks', () => {
    const release = catalog();
    release.platformContract.imports = ['Button', 'Foo', 'forms/useMagicForm'];
    expect(checkRelease({ ...release, shellContract: shell })).toEqual([
      'imports Foo from @healing/platform, which the live platform 1.11.0 does not export',
      'imports useMagicForm from @healing/platform/forms, which the live platform 1.11.0 does ' +
        'not export',
    ]);
  });

  it('refuses a release whose shared singleton range the live shell does not satisfy', () => {
    const release = catalog();
    release.manifest.shared!.push(shared('react-router-dom', '^7.20.0'));
    release.manifest.shared!.push(shared('zustand', '^5.0.0'));
    expect(checkRelease({ ...release, shellContract: shell })).toEqual([
      'requires react-router-dom ^7.20.0 but the live shell provides 7.18.5',
      'requires zustand ^5.0.0 but the live shell does not provide zustand',
    ]);
  });

  it('refuses a release that renamed a module the live shell loads, naming the route', () => {
    const release = catalog();
    release.manifest.exposes = release.manifest.exposes!.map((expose) =>
      expose.name === 'AboutPage' ? { name: 'StoryPage', path: './StoryPage' } : expose,
    );
    expect(checkRelease({ ...release, shellContract: shell })).toEqual([
      'no longer exposes ./AboutPage, which the live shell loads for /about',
    ]);
  });

  it('names every place a removed module is loaded: routes and home sections', () => {
    const release = catalog();
    release.manifest.exposes = release.manifest.exposes!.filter(
      (expose) => expose.name !== 'CollectionPage' && expose.name !== 'HomeSections',
    );
    expect(checkRelease({ ...release, shellContract: shell })).toEqual([
      'no longer exposes ./CollectionPage, which the live shell loads for /inner-beauty and ' +
        '/love-is',
      'no longer exposes ./HomeSections, which the live shell loads for the home page (our ' +
        'collections)',
    ]);
  });

  it("checks a remote's modules only against what the shell loads from that remote", () => {
    const release = catalog();
    // Exposing more than the shell uses is fine; another remote's modules are not its business.
    release.manifest.exposes!.push({ name: 'NewPage', path: './NewPage' });
    expect(checkRelease({ ...release, shellContract: shell })).toEqual([]);
    expect(checkRelease({ ...release, shellContract: shell, remoteName: 'community' })).toEqual([
      'no longer exposes ./BlogPage, which the live shell loads for /blog',
    ]);
  });

  /** The catalog's release with its collection page taking `props`. */
  const collectionTaking = (props: PropsRecord) => {
    const release = catalog();
    release.exposesContract.exposes['./CollectionPage'] = { props };
    return checkRelease({ ...release, shellContract: shell });
  };
  const PAGES = '/inner-beauty and /love-is';

  it('refuses a component that renamed a prop the shell passes, saying both halves', () => {
    expect(collectionTaking({ slug: { type: SLUGS, optional: false } })).toEqual([
      `./CollectionPage requires the prop slug, which the live shell does not pass for ${PAGES}`,
      `./CollectionPage no longer takes the prop collection, which the live shell passes for ${PAGES}`,
    ]);
  });

  it('refuses a component that takes a narrower type than the shell passes', () => {
    expect(collectionTaking({ collection: { type: '"inner-beauty"', optional: false } })).toEqual([
      `./CollectionPage takes the prop collection as "inner-beauty", but the live shell passes ` +
        `${SLUGS} for ${PAGES}`,
    ]);
    expect(collectionTaking({ collection: { type: 'number', optional: false } })).toEqual([
      `./CollectionPage takes the prop collection as number, but the live shell passes ${SLUGS} ` +
        `for ${PAGES}`,
    ]);
  });

  it('lets through a component that takes more: a wider type, a new optional prop', () => {
    expect(
      collectionTaking({
        collection: { type: 'string', optional: false },
        view: { type: '"grid" | "list"', optional: true },
      }),
    ).toEqual([]);
  });

  it('refuses a new required prop on a module the shell renders with none', () => {
    const release = catalog();
    release.exposesContract.exposes['./AboutPage'] = {
      props: { tone: { type: 'string', optional: false } },
    };
    expect(checkRelease({ ...release, shellContract: shell })).toEqual([
      './AboutPage requires the prop tone, which the live shell does not pass for /about',
    ]);
  });

  it('checks no props a build did not record: an older release, or an older shell', () => {
    const release = catalog();
    release.exposesContract.exposes['./CollectionPage'] = {
      props: { slug: { type: 'string', optional: false } },
    };
    const { exposesContract: _recorded, ...older } = release;
    expect(checkRelease({ ...older, shellContract: shell })).toEqual([]);
    const olderShell = liveShellContract({
      ...shell,
      remotes: {
        catalog: shell.remotes.catalog.map(({ module, usedBy }) => ({ module, usedBy })),
      },
    });
    expect(checkRelease({ ...release, shellContract: olderShell })).toEqual([]);
    // A module whose props the build could not read is not checked either.
    release.exposesContract.exposes['./CollectionPage'] = { props: null };
    expect(checkRelease({ ...release, shellContract: shell })).toEqual([]);
  });

  it('gives every reason at once', () => {
    const release = catalog();
    release.platformContract = { platform: '^1.12.0', imports: ['Foo'] };
    release.manifest.exposes = [];
    expect(checkRelease({ ...release, shellContract: shell })).toEqual([
      'requires @healing/platform ^1.12.0 but the live shell provides 1.11.0',
      'imports Foo from @healing/platform, which the live platform 1.11.0 does not export',
      'no longer exposes ./ProductPage, which the live shell loads for /product/:id',
      'no longer exposes ./AboutPage, which the live shell loads for /about',
      'no longer exposes ./CollectionPage, which the live shell loads for /inner-beauty and ' +
        '/love-is',
      'no longer exposes ./HomeSections, which the live shell loads for the home page (our ' +
        'collections)',
    ]);
  });
});

describe('loading what the gate reads', () => {
  it('reads a release folder, and says which file it lacks', () => {
    const dir = tempDir('edge-gate-release-');
    try {
      dir.write('mf-manifest.json', JSON.stringify({ name: 'catalog' }));
      expect(() => loadRelease(dir.dir)).toThrow(
        new GateInputError(
          `the release has no platform-contract.json (${dir.dir}/platform-contract.json)`,
        ),
      );
      dir.write('platform-contract.json', JSON.stringify({ platform: '^1.0.0', imports: [] }));
      expect(loadRelease(dir.dir).manifest.name).toBe('catalog');
      // The exposes contract is read when the build wrote one (a release from before has none).
      expect(loadRelease(dir.dir).exposesContract).toBeUndefined();
      const exposes = { exposes: { './AboutPage': { props: {} } } };
      dir.write('exposes-contract.json', JSON.stringify(exposes));
      expect(loadRelease(dir.dir).exposesContract).toEqual(exposes);
    } finally {
      dir.remove();
    }
  });

  it("reads the live shell's contract from its build folder, or says where it is missing", async () => {
    const dir = tempDir('edge-gate-shell-');
    try {
      await expect(loadShellContract(dir.dir)).rejects.toThrow(
        `the live shell's contract is not at ${dir.dir}/shell-contract.json`,
      );
      dir.write('shell-contract.json', '{"platform":{}}');
      await expect(loadShellContract(dir.dir)).rejects.toThrow('is no shell contract');
      dir.write('shell-contract.json', JSON.stringify(shell));
      expect(await loadShellContract(dir.dir)).toEqual(shell);
    } finally {
      dir.remove();
    }
  });

  it("fetches the live shell's contract from its origin", async () => {
    const server = http.createServer((request, response) => {
      if (request.url === '/shell-contract.json') {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(shell));
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await loadShellContract(origin)).toEqual(shell);
      expect(await loadShellContract(`${origin}/`)).toEqual(shell);
      await expect(loadShellContract(`${origin}/elsewhere/contract.json`)).rejects.toThrow(
        `the live shell's contract cannot be fetched from ${origin}/elsewhere/contract.json: ` +
          'HTTP 404',
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
