import { act, render, screen, waitFor } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { preloadRemoteModule, registerShopRemotes } from './registry';
import { RemoteArea, whenOnScreenAreasArrived } from './remote-area';
import { isLeftToBrowser, LEFT_TO_BROWSER_DIGEST, spliceRemoteAreas } from './server-areas';
import { ServerRenderContext, type ServerRenderedAreas } from './server-render-context';

import { reportRemoteFailure } from '../telemetry/telemetry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('../telemetry/telemetry', () => ({
  ...jest.requireActual<object>('../telemetry/telemetry'),
  reportRemoteFailure: jest.fn(),
}));

const reported = reportRemoteFailure as jest.MockedFunction<typeof reportRemoteFailure>;

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** Records which elements are watched, and lets a test bring them on screen. */
class FakeIntersectionObserver {
  static watching: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.push(target);
    FakeIntersectionObserver.watching.push(this);
  }
  disconnect() {
    FakeIntersectionObserver.watching = FakeIntersectionObserver.watching.filter(
      (observer) => observer !== this,
    );
  }
  enterScreen() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('RemoteArea', () => {
  beforeEach(() => {
    FakeIntersectionObserver.watching = [];
    window.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof window.IntersectionObserver;
    (registerRemotes as jest.Mock).mockReset();
    load.mockReset();
    registerShopRemotes({
      catalog: 'http://catalog.test/mf-manifest.json',
      community: 'http://community.test/mf-manifest.json',
    });
  });

  it('loads a section below the fold only once the area above it has arrived and it nears the screen', async () => {
    const catalog = deferred<{ default: () => ReactElement }>();
    load.mockImplementation((id: string) =>
      id === 'catalog/HomeSections'
        ? catalog.promise
        : Promise.resolve({ default: () => <p>Share your moment</p> }),
    );
    render(
      <>
        <RemoteArea remote="catalog" module="./HomeSections" label="our collections" />
        <RemoteArea remote="community" module="./HomeShareMoment" label="the share form" deferred />
      </>,
    );

    // While the catalog is on its way, the space kept for it would put the section "near the
    // screen": it is not watched yet, let alone loaded.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(FakeIntersectionObserver.watching).toHaveLength(0);
    expect(load).toHaveBeenCalledTimes(1);

    catalog.resolve({ default: () => <h1>Your healing space</h1> });
    expect(await screen.findByRole('heading', { name: 'Your healing space' })).toBeInTheDocument();
    await waitFor(() => expect(FakeIntersectionObserver.watching).toHaveLength(1));
    expect(load).toHaveBeenCalledTimes(1);

    act(() => FakeIntersectionObserver.watching[0].enterScreen());
    expect(await screen.findByText('Share your moment')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('community/HomeShareMoment');
  });

  it('shows a module that has already arrived in its first frame, with no loading state between', async () => {
    load.mockResolvedValue({
      default: ({ collection }: { collection: string }) => <h1>Collection {collection}</h1>,
    });
    await preloadRemoteModule('catalog', './CollectionPage');
    const { container } = render(
      <RemoteArea
        remote="catalog"
        module="./CollectionPage"
        label="this collection"
        props={{ collection: 'inner-beauty' }}
      />,
    );
    // Synchronously, in the very first commit: this is how the page takes over the server's HTML.
    // The props ShellPassedProps names reach the module.
    expect(container.querySelector('h1')).toHaveTextContent('Collection inner-beauty');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the fallback at once for a module whose preload failed, without loading it again', async () => {
    load.mockRejectedValue(new Error('connection refused'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await preloadRemoteModule('catalog', './BooksPage');
    const loadsBefore = load.mock.calls.length;
    render(<RemoteArea remote="catalog" module="./BooksPage" label="our books" />);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't show our books just now.");
    expect(load).toHaveBeenCalledTimes(loadsBefore);
    jest.restoreAllMocks();
  });

  it("reports a module that throws while rendering as a render failure of its remote's module", async () => {
    reported.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue({
      default: () => {
        throw new Error('cannot read properties of undefined (price) for jane@mail.test');
      },
    });
    render(<RemoteArea remote="catalog" module="./AboutPage" label="our story" />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't show our story");
    expect(reported.mock.calls).toEqual([
      [{ remote: 'catalog', module: './AboutPage', kind: 'render' }],
    ]);
    jest.restoreAllMocks();
  });

  it('loads afresh on Try again after a load the area shared with the preload failed', async () => {
    let refuse!: (error: Error) => void;
    const failing = new Promise<never>((_, reject) => (refuse = reject));
    // The first load and its retry fail (the loader retries once).
    load.mockReturnValueOnce(failing).mockRejectedValueOnce(new Error('refused again'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The page starts the load, and the area mounts while it is still on its way.
    const preload = preloadRemoteModule('catalog', './LatePage');
    render(<RemoteArea remote="catalog" module="./LatePage" label="our late page" />);
    await act(async () => {
      refuse(new Error('refused'));
      await preload;
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't show our late page");
    load.mockResolvedValue({ default: () => <h1>Late, but here</h1> });
    const loadsBefore = load.mock.calls.length;
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading')).toHaveTextContent('Late, but here');
    expect(load.mock.calls.length).toBeGreaterThan(loadsBefore);
    jest.restoreAllMocks();
  });

  it('leaves a module that could not be fetched to the loader, which reported it', async () => {
    load.mockRejectedValue(new Error('connection refused'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await preloadRemoteModule('catalog', './BooksPage');
    reported.mockReset();
    render(<RemoteArea remote="catalog" module="./BooksPage" label="our books" />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(reported).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});

describe('RemoteArea on the server', () => {
  beforeEach(() => load.mockReset());

  const serverRender = (element: ReactElement, areas: ServerRenderedAreas) =>
    renderToString(
      <ServerRenderContext.Provider value={areas}>{element}</ServerRenderContext.Provider>,
    );

  it("puts the remote's own HTML exactly inside a Suspense boundary, as the browser will hydrate it", () => {
    const fragments = { 'catalog/HomeSections': '<h1>Your healing space</h1>' };
    const html = serverRender(
      <RemoteArea remote="catalog" module="./HomeSections" label="our collections" />,
      { remotes: ['catalog'], fragments },
    );
    expect(spliceRemoteAreas(html, fragments).html).toBe(
      '<!--$--><h1>Your healing space</h1><!--/$-->',
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the loading state when the remote sent no HTML, in a boundary the browser renders', () => {
    const html = spliceRemoteAreas(
      serverRender(<RemoteArea remote="catalog" module="./ProductPage" label="this product" />, {
        remotes: ['catalog'],
        fragments: {},
      }),
      {},
    ).html;
    expect(html).toMatch(
      new RegExp(`^<!--\\$!--><template data-dgst="${LEFT_TO_BROWSER_DIGEST}"></template><div `),
    );
    expect(html).toContain('Loading this product');
    expect(html).toMatch(/<!--\/\$-->$/);
  });

  it('without JavaScript, says the area needs it instead of spinning (the spinner is for scripts only)', () => {
    const html = serverRender(
      <RemoteArea remote="designer" module="./DesignApparelPage" label="the design studio" />,
      { remotes: ['designer'], fragments: {} },
    );
    const area = document.createElement('div');
    area.innerHTML = html;
    expect(area.querySelector('[role="status"]')?.closest('[data-js-only]')).not.toBeNull();
    // The page's parser runs scripts, so it reads <noscript> as text: read that as HTML.
    const note = document.createElement('div');
    note.innerHTML = area.querySelector('noscript')?.textContent ?? '';
    expect(note.querySelector('h2')).toHaveTextContent('This part of the shop needs JavaScript');
    expect(note).toHaveTextContent("We can't show you the design studio without it.");
  });

  it('without JavaScript, says an area its remote failed to render could not be loaded just now', () => {
    const html = serverRender(
      <RemoteArea remote="catalog" module="./ProductPage" label="this product" />,
      { remotes: ['catalog'], fragments: {}, failed: ['catalog/ProductPage'] },
    );
    const area = document.createElement('div');
    area.innerHTML = html;
    expect(area.querySelector('[role="status"]')).toHaveAttribute('data-js-only');
    const note = document.createElement('div');
    note.innerHTML = area.querySelector('noscript')?.textContent ?? '';
    expect(note).toHaveTextContent("We couldn't load this product just now.");
    expect(note).not.toHaveTextContent('needs JavaScript');
    expect(note.querySelector('a')).toHaveAttribute('href', '');
    // The browser reads which module failed, to give it only what is left of the wait.
    expect(area.querySelector('[data-server-failed]')).toHaveAttribute(
      'data-server-failed',
      'catalog/ProductPage',
    );
  });

  it('keeps a deferred section as its placeholder and leaves out an optional one not deployed', () => {
    const deferredArea = (
      <RemoteArea
        remote="community"
        module="./HomeShareMoment"
        label="the share form"
        optional
        deferred
        minHeight="12rem"
      />
    );
    const fragments = { 'community/HomeShareMoment': '<p>never used</p>' };
    expect(serverRender(deferredArea, { remotes: ['community'], fragments })).toBe(
      // Hidden without JavaScript, which would never fill it.
      '<div style="min-height:12rem" aria-hidden="true" data-js-only=""></div>',
    );
    expect(serverRender(deferredArea, { remotes: ['catalog'], fragments })).toBe('');
  });
});

describe('RemoteArea taking over the server-rendered HTML', () => {
  beforeEach(() => {
    (registerRemotes as jest.Mock).mockReset();
    load.mockReset();
    registerShopRemotes({ catalog: 'http://catalog.test/mf-manifest.json' });
  });

  /** A remote's page with a control, whose text has adjacent parts (React separates them). */
  function Collection({ name }: { name: string }) {
    const [count, setCount] = useState(0);
    return (
      <section>
        <h1>{name}</h1>
        <button type="button" onClick={() => setCount(count + 1)}>
          Liked {count} times
        </button>
      </section>
    );
  }

  // Each test its own module: a module, once arrived, is the one its areas render.
  const area = (module: string) => (
    <main>
      <RemoteArea remote="catalog" module={module} label="this collection" />
    </main>
  );

  /** The page as the shell's server sends it, the area's HTML rendered apart, as its remote does. */
  function serverPage(module: string, fragments: Record<string, string>): HTMLElement {
    const shell = renderToString(
      <ServerRenderContext.Provider value={{ remotes: ['catalog'], fragments }}>
        {area(module)}
      </ServerRenderContext.Provider>,
    );
    const container = document.createElement('div');
    container.innerHTML = spliceRemoteAreas(shell, fragments).html;
    document.body.append(container);
    return container;
  }

  function hydrate(container: HTMLElement, module: string): unknown[] {
    const errors: unknown[] = [];
    act(() => {
      // As the shell's root does (bootstrap.tsx): all but an area the server left to the browser.
      hydrateRoot(container, area(module), {
        onRecoverableError: (error) => void (isLeftToBrowser(error) || errors.push(error)),
      });
    });
    return errors;
  }

  it("keeps the server's DOM until the module arrives, then hydrates it in place", async () => {
    const container = serverPage('./HydratedPage', {
      'catalog/HydratedPage': renderToString(<Collection name="Inner Beauty" />),
    });
    const button = container.querySelector('button');
    const module = deferred<{ default: typeof Collection }>();
    load.mockReturnValue(module.promise);

    const errors = hydrate(container, './HydratedPage');
    expect(container.querySelector('button')).toBe(button);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => {
      module.resolve({ default: () => <Collection name="Inner Beauty" /> });
      await module.promise;
    });
    expect(container.querySelector('button')).toBe(button);
    // Alive: the server's button now has the page's handler.
    act(() => button?.click());
    expect(button).toHaveTextContent('Liked 1 times');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('counts an on-screen area as arrived only once it has hydrated (the take-over waits for it)', async () => {
    const container = serverPage('./ArrivingPage', {
      'catalog/ArrivingPage': renderToString(<Collection name="Love Is" />),
    });
    const module = deferred<{ default: typeof Collection }>();
    load.mockReturnValue(module.promise);
    const frame = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => window.setTimeout(() => callback(0), 0));
    hydrate(container, './ArrivingPage');
    let hasArrived = false;
    void whenOnScreenAreasArrived().then(() => (hasArrived = true));
    await act(async () => new Promise((resolve) => window.setTimeout(resolve, 20)));
    expect(hasArrived).toBe(false);

    await act(async () => {
      module.resolve({ default: () => <Collection name="Love Is" /> });
      await module.promise;
    });
    await waitFor(() => expect(hasArrived).toBe(true));
    frame.mockRestore();
    container.remove();
  });

  it("hydrates a page whose HTML React began with resource hints, moved to the page's head", async () => {
    const Portrait = () => <img src="/api/images/founder.svg" alt="" fetchPriority="high" />;
    const fragment = renderToString(<Portrait />);
    // React's own preload of the image, ahead of the HTML: not something the module renders.
    expect(fragment).toMatch(/^<link rel="preload" as="image" href="\/api\/images\/founder.svg"/);
    const fragments = { 'catalog/PortraitPage': fragment };
    const shell = renderToString(
      <ServerRenderContext.Provider value={{ remotes: ['catalog'], fragments }}>
        {area('./PortraitPage')}
      </ServerRenderContext.Provider>,
    );
    expect(spliceRemoteAreas(shell, fragments).head).toMatch(/^<link rel="preload" as="image"/);
    const container = serverPage('./PortraitPage', fragments);
    const image = container.querySelector('img');
    load.mockResolvedValue({ default: Portrait });
    await preloadRemoteModule('catalog', './PortraitPage');

    expect(hydrate(container, './PortraitPage')).toEqual([]);
    expect(container.querySelector('img')).toBe(image);
    container.remove();
  });

  it('reports HTML that differs from what the module renders, rather than replacing it quietly', async () => {
    const container = serverPage('./MismatchedPage', {
      'catalog/MismatchedPage': renderToString(<Collection name="Inner Beauty" />),
    });
    load.mockResolvedValue({ default: () => <Collection name="Life Happens" /> });
    await preloadRemoteModule('catalog', './MismatchedPage');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const errors = hydrate(container, './MismatchedPage');
    expect(errors).toHaveLength(1);
    expect(screen.getByRole('heading')).toHaveTextContent('Life Happens');
    jest.restoreAllMocks();
    container.remove();
  });

  it('renders an area the server left to the browser there, as planned, reporting nothing', async () => {
    const container = serverPage('./LeftPage', {});
    expect(screen.getByRole('status')).toBeInTheDocument();
    load.mockResolvedValue({ default: () => <Collection name="Inner Beauty" /> });

    const errors = hydrate(container, './LeftPage');
    expect(await screen.findByRole('heading')).toHaveTextContent('Inner Beauty');
    expect(errors).toEqual([]);
    container.remove();
  });
});
