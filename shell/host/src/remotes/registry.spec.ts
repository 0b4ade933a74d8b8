import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  loadRemoteModule,
  REMOTE_TIMEOUT_MS,
  registerShopRemotes,
  RemoteUnavailableError,
} from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

describe('loadRemoteModule', () => {
  beforeEach(() => {
    load.mockReset();
    register.mockReset();
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
    load
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValueOnce({ default: 1 });
    await expect(loadRemoteModule('catalog', './BooksPage')).resolves.toEqual({ default: 1 });
    expect(load).toHaveBeenCalledTimes(2);
    expect(register).toHaveBeenLastCalledWith(
      [
        {
          name: 'catalog',
          entry: expect.stringMatching(/^http:\/\/catalog\.test\/mf-manifest\.json\?attempt=\d+$/),
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

  it('refuses a remote that is not configured', async () => {
    await expect(loadRemoteModule('payments', './Page')).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    expect(load).not.toHaveBeenCalled();
  });
});
