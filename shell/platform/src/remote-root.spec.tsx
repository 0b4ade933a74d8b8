import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RemoteRoot } from './remote-root';

/** A remote's area as each release renders it: the same text, a class name of its own. */
function Area({ release }: { release: string }) {
  return (
    <RemoteRoot remote="catalog" release={release}>
      <p className={`intro-${release}`}>Gentle reminders</p>
    </RemoteRoot>
  );
}

describe('RemoteRoot taking over server-rendered HTML', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  async function hydrate(serverRelease: string, browserRelease: string) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Area release={serverRelease} />);
    document.body.append(container);
    const serverElement = container.querySelector('[data-remote]');
    const recoverable: unknown[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      root = hydrateRoot(container, <Area release={browserRelease} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
      await Promise.resolve();
    });
    const logged = errors.mock.calls.length;
    errors.mockRestore();
    return { container, serverElement, recoverable, logged };
  }

  it("keeps the server's elements when the same release rendered them", async () => {
    const { container, serverElement, recoverable } = await hydrate('r1', 'r1');
    expect(container.querySelector('[data-remote]')).toBe(serverElement);
    expect(recoverable).toEqual([]);
  });

  it("draws the area anew when another release rendered the server's HTML", async () => {
    // Released between the server's render (or its cache) and the browser loading the remote.
    const { container, serverElement, recoverable } = await hydrate('r1', 'r2');
    const element = container.querySelector('[data-remote]');
    expect(element).not.toBe(serverElement);
    expect(element).toHaveAttribute('data-release', 'r2');
    expect(container.querySelector('p')).toHaveClass('intro-r2');
    expect(container.querySelectorAll('[data-remote]')).toHaveLength(1);
    // Told to the root as a release change (the shell lets it pass), not a mismatch.
    expect(recoverable).toHaveLength(1);
    expect((recoverable[0] as Error).cause).toMatchObject({ name: 'ReleaseChangedError' });
  });

  it('renders in the app as it is, whatever HTML is on the page', () => {
    document.body.innerHTML = '<div data-remote="catalog" data-release="r1"></div>';
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<Area release="r2" />);
    });
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-release', 'r2');
  });
});
