import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  budgetAfterServerFailure,
  loadRemoteModule,
  REMOTE_TIMEOUT_MS,
  registerShopRemotes,
  RemoteUnavailableError,
  resetRemote,
} from './registry';

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
const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

describe('loadRemoteModule', () => {
  beforeEach(() => {
    load.mockReset();
    register.mockReset();
    reported.mockReset();
    registerShopRemotes({ catalog: 'http://catalog.test/mf-manifest.json' });
  });

  it('shares one load between the early preload and the page', async () => {
    load.mockResolvedValue({ default: 'page' });
    const [first, second] = await Promise.all([
      loadRemoteModule('catalog', './AboutPage'),
      loadRemoteModule('catalog', './AboutPage'),
    ]);
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('catalog/AboutPage');
  });

  it('retries once, afresh, after a failed load', async () => {
    // A remote of its own: no module of it has arrived in this page yet.
    registerShopRemotes({ books: 'http://books.test/mf-manifest.json' });
    load
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValueOnce({ default: 1 });
    await expect(loadRemoteModule('books', './BooksPage')).resolves.toEqual({ default: 1 });
    expect(load).toHaveBeenCalledTimes(2);
    expect(register).toHaveBeenLastCalledWith(
      [
        {
          name: 'books',
          entry: expect.stringMatching(/^http:\/\/books\.test\/mf-manifest\.json\?attempt=\d+$/),
        },
      ],
      { force: true },
    );
  });

  it('gives up after the retry, and a later call loads again', async () => {
    load.mockRejectedValue(new Error('down'));
    await expect(loadRemoteModule('catalog', './ProductPage')).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    load.mockResolvedValue({ default: 2 });
    await expect(loadRemoteModule('catalog', './ProductPage')).resolves.toEqual({ default: 2 });
  });

  it('stops waiting for a slow remote in time, and hands over the load still under way', async () => {
    jest.useFakeTimers();
    let arrive: (value: unknown) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const pending = loadRemoteModule('catalog', './HomeSections');
    const outcome = pending.catch((error: unknown) => error);
    jest.advanceTimersByTime(REMOTE_TIMEOUT_MS);
    const error = (await outcome) as RemoteUnavailableError;
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(load).toHaveBeenCalledTimes(1);
    arrive({ default: 'late' });
    await expect(error.late).resolves.toEqual({ default: 'late' });
    jest.useRealTimers();
  });

  it('gives up within the budget it is given', async () => {
    jest.useFakeTimers();
    load.mockReturnValue(new Promise(() => undefined));
    const outcome = loadRemoteModule('catalog', './CartPage', 800).catch((error: unknown) => error);
    jest.advanceTimersByTime(799);
    await Promise.resolve();
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(outcome).resolves.toBeInstanceOf(RemoteUnavailableError);
    jest.useRealTimers();
  });

  it('gives a module the server just failed to get what is left of the wait, at least a second', () => {
    expect(budgetAfterServerFailure(300)).toBe(REMOTE_TIMEOUT_MS - 300);
    expect(budgetAfterServerFailure(1500)).toBe(1000);
    expect(budgetAfterServerFailure(9000)).toBe(1000);
  });

  it('refuses a remote that is not configured', async () => {
    await expect(loadRemoteModule('payments', './Page')).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('reports a load it gives up on once, as load, and a successful retry not at all', async () => {
    load.mockRejectedValue(new Error('Failed to fetch'));
    await expect(loadRemoteModule('catalog', './AboutPage')).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    expect(reported.mock.calls).toEqual([
      [{ remote: 'catalog', module: './AboutPage', kind: 'load' }],
    ]);
    reported.mockReset();
    load.mockReset().mockRejectedValueOnce(new Error('blip')).mockResolvedValueOnce({ default: 1 });
    await loadRemoteModule('catalog', './AboutPage');
    expect(reported).not.toHaveBeenCalled();
  });

  it('reports a missing chunk as chunk', async () => {
    const chunk = Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });
    load.mockRejectedValue(chunk);
    await expect(loadRemoteModule('catalog', './CategoryPage')).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    expect(reported.mock.calls).toEqual([
      [{ remote: 'catalog', module: './CategoryPage', kind: 'chunk' }],
    ]);
  });

  it('reports a remote too slow to wait for as load', async () => {
    jest.useFakeTimers();
    load.mockReturnValue(new Promise(() => undefined));
    const outcome = loadRemoteModule('catalog', './FavouritesPage').catch(
      (error: unknown) => error,
    );
    jest.advanceTimersByTime(REMOTE_TIMEOUT_MS);
    await outcome;
    expect(reported.mock.calls).toEqual([
      [{ remote: 'catalog', module: './FavouritesPage', kind: 'load' }],
    ]);
    jest.useRealTimers();
  });

  describe('a remote whose entry already runs in the page is never registered again', () => {
    const chunkError = () =>
      Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });
    // Each test's own remote: what ran in one test's page stays in the module.
    const configure = (remote: string) =>
      registerShopRemotes({ [remote]: `http://${remote}.test/mf-manifest.json` });
    // Registered afresh: at a manifest address with an attempt number.
    const registeredAgain = () =>
      register.mock.calls.filter(([remotes]) =>
        remotes.some((remote) => 'entry' in remote && remote.entry.includes('?attempt=')),
      ).length;

    it('retries a chunk that failed with the entry already running', async () => {
      configure('chunky');
      load.mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ default: 3 });
      await expect(loadRemoteModule('chunky', './AboutPage')).resolves.toEqual({ default: 3 });
      expect(load).toHaveBeenCalledTimes(2);
      expect(registeredAgain()).toBe(0);
    });

    it('on Try again after a module of it arrived, loads the module again, not the entry', async () => {
      configure('arrived');
      load.mockResolvedValueOnce({ default: 'home' });
      await loadRemoteModule('arrived', './HomeSections');
      load.mockRejectedValue(new Error('connection refused'));
      await expect(loadRemoteModule('arrived', './AboutPage')).rejects.toBeInstanceOf(
        RemoteUnavailableError,
      );
      resetRemote('arrived');
      load.mockReset().mockResolvedValue({ default: 'about' });
      await expect(loadRemoteModule('arrived', './AboutPage')).resolves.toEqual({
        default: 'about',
      });
      expect(registeredAgain()).toBe(0);
    });

    it('a remote whose entry never ran is registered afresh on Try again', async () => {
      configure('never');
      load.mockRejectedValue(new Error('Failed to fetch'));
      await expect(loadRemoteModule('never', './AboutPage')).rejects.toBeInstanceOf(
        RemoteUnavailableError,
      );
      resetRemote('never');
      expect(registeredAgain()).toBe(2);
    });
  });

  it("registers, once, the runtime plugin that notes each remote's release", () => {
    registerShopRemotes({ catalog: 'http://catalog.test/mf-manifest.json' });
    const plugins = (registerPlugins as jest.Mock).mock.calls.flat(2) as { name: string }[];
    expect(plugins.map((plugin) => plugin.name)).toEqual(['healing-remote-releases']);
  });
});
