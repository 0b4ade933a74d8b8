/**
 * @jest-environment node
 */
/// <reference types="node" />
// The design studio's page as the designer's server renders it for the shell (build-kit's
// render-remote.tsx, Node code, hence Node's types): what a visitor without JavaScript gets.
import { fakeApi, type FakeApi } from '@healing/platform/testing';
import { render } from '@healing/build-kit/render-remote';
import { serverRendered } from './server-render';

// What the remote's server build aliases to src/server-render.ts (build-kit's webpack.cjs).
jest.mock(
  '@healing/server-rendered-modules',
  () => jest.requireActual<typeof import('./server-render')>('./server-render'),
  { virtual: true },
);

function renderStudio() {
  return render({
    module: './DesignApparelPage',
    path: '/design-apparel',
    pattern: '/design-apparel',
    props: {},
  });
}

describe("the designer's server rendering", () => {
  let api: FakeApi;

  beforeEach(() => {
    api = fakeApi();
  });
  afterEach(() => api.restore());

  it('renders the studio page', () => {
    expect(Object.keys(serverRendered)).toEqual(['./DesignApparelPage']);
  });

  it('tells a visitor without JavaScript that the studio needs it, in a noscript card', async () => {
    const answer = await renderStudio();
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(answer.html)?.[1] ?? '';

    expect(noscript).toContain('The design studio needs JavaScript');
    expect(noscript).toContain('Turn it on and reload this page');
    for (const href of ['/inner-beauty', '/life-happens', '/love-is']) {
      expect(noscript).toContain(`href="${href}"`);
    }
    // The studio's controls would do nothing without scripts: the shell hides what is marked so.
    expect(answer.html).toMatch(/<div class="studio" data-js-only="">/);
    // The page itself is there at once (no loading state waiting for scripts).
    expect(answer.html).toContain('Design Your Healing Apparel');
    expect(answer.html).not.toMatch(/role="status"|Loading/);
    expect(answer.meta).toMatchObject({ title: 'Design Apparel', path: '/design-apparel' });
    expect(answer.notFound).toBe(false);
  });

  it('says the price the server charges on the button, never "Starting at $19.99"', async () => {
    const answer = await renderStudio();

    expect(answer.html).toContain('Add to Cart - $25.00');
    expect(answer.html).not.toContain('19.99');
    expect(JSON.stringify(answer.meta)).not.toContain('19.99');
  });

  it('draws the canvas at one pixel per CSS pixel, as the first frame in the browser does', async () => {
    const answer = await renderStudio();
    expect(answer.html).toMatch(/<canvas[^>]*width="480"[^>]*height="480"/);
  });
});
