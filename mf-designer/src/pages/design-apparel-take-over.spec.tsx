import { createQueryClient, getSessionId, PlatformProvider } from '@healing/platform';
import { fakeApi, type FakeApi } from '@healing/platform/testing';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { installFakeCanvas, type FakeCanvas } from '../test-support/fake-canvas';
import { DesignApparelPage } from './design-apparel-page';

const sessionId = getSessionId();

function page() {
  return (
    <PlatformProvider queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/design-apparel']}>
        <DesignApparelPage />
      </MemoryRouter>
    </PlatformProvider>
  );
}

function setPixelRatio(value: number) {
  Object.defineProperty(window, 'devicePixelRatio', { value, configurable: true });
}

/** The browser takes over the HTML the designer's server rendered (server-render.ts). */
describe('the Design Apparel page taking over its server-rendered HTML', () => {
  const ratio = window.devicePixelRatio;
  let api: FakeApi;
  let canvas: FakeCanvas;
  let root: Root | undefined;

  beforeEach(() => {
    canvas = installFakeCanvas();
    api = fakeApi({
      [`GET /api/cart/${sessionId}`]: { body: [] },
      [`GET /api/cart/${sessionId}/summary`]: { status: 404 },
    });
  });
  afterEach(() => {
    act(() => root?.unmount());
    api.restore();
    canvas.restore();
    setPixelRatio(ratio);
    document.body.innerHTML = '';
  });

  it('matches it exactly on a high-density screen, then draws at the screen density', async () => {
    // The server knows no screen: it renders the canvas at one pixel per CSS pixel.
    setPixelRatio(1);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const canvasElement = container.querySelector('canvas');
    expect(canvasElement).toHaveAttribute('width', '480');

    setPixelRatio(2);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(() => {
      root = hydrateRoot(container, page(), {
        onRecoverableError: (error) => recoverable.push(error),
      });
      return Promise.resolve();
    });

    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // The same element, now one canvas pixel per device pixel.
    expect(container.querySelector('canvas')).toBe(canvasElement);
    expect(canvasElement).toHaveAttribute('width', '960');
  });
});
