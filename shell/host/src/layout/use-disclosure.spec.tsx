import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useIsApp } from './use-disclosure';
import { ServerRenderContext } from '../remotes/server-render-context';

describe('useIsApp', () => {
  let seen: boolean[];
  function Probe() {
    const isApp = useIsApp();
    seen.push(isApp);
    return <p>{isApp ? 'app' : 'html'}</p>;
  }

  beforeEach(() => {
    seen = [];
  });

  it('is false in the HTML the shell’s server renders', () => {
    const html = renderToString(
      <ServerRenderContext.Provider value={{ remotes: [], fragments: {} }}>
        <Probe />
      </ServerRenderContext.Provider>,
    );
    expect(html).toBe('<p>html</p>');
  });

  it('draws what the server drew while the app takes over its HTML, then the app', () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-server-rendered', '');
    document.body.append(root);
    try {
      const { container } = render(<Probe />);
      expect(seen[0]).toBe(false);
      expect(seen.at(-1)).toBe(true);
      expect(container).toHaveTextContent('app');
    } finally {
      root.remove();
    }
  });

  it('is the app from its first render where the app draws the page itself', () => {
    render(<Probe />);
    expect(seen).toEqual([true]);
  });
});
