import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerShopRemotes } from './registry';
import { RemoteArea } from './remote-area';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

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
});
