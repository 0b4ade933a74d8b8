/**
 * @jest-environment node
 */
// A remote's server renderer: each render's API requests go through that render's own fetch,
// to its API origin, as its visitor; two renders at once never see each other's data, even
// when a page asks for its data only after an await.
import { apiGet } from '@healing/platform';
import { useQuery } from '@tanstack/react-query';
import type { RenderContext } from '../render-protocol';
import { render } from './render-remote';

const VISITOR = `session_1763800000001_${'ef'.repeat(16)}`;

let letPagesAsk: () => void = () => {};
let pagesMayAsk = Promise.resolve();

/** Asks for its data only after an await, as any page's query may. */
function GreetingPage() {
  const { data } = useQuery({
    queryKey: ['greeting'],
    queryFn: async ({ signal }) => {
      await pagesMayAsk;
      return apiGet<{ name: string }>('/api/greeting', signal);
    },
  });
  return <p>{data ? `Hello ${data.name}` : 'Loading'}</p>;
}

jest.mock(
  '@healing/server-rendered-modules',
  () => ({ serverRendered: { './Greeting': GreetingPage } }),
  {
    virtual: true,
  },
);

/** A render's own API: answers its greeting (nothing else), and records what it was asked and as whom. */
function greetingApi(name: string) {
  const calls: { url: string; session: string | null }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    if (typeof input !== 'string') throw new Error('the renderer asks by address');
    calls.push({ url: input, session: new Headers(init?.headers).get('X-Session-Id') });
    const isGreeting = new URL(input).pathname === '/api/greeting';
    return Promise.resolve(
      isGreeting
        ? Response.json({ name })
        : Response.json({ message: 'Not found' }, { status: 404 }),
    );
  };
  return { calls, context: (apiUrl: string): RenderContext => ({ apiUrl, fetch }) };
}

const greeting = { module: './Greeting', path: '/', pattern: '/', props: {} };

describe('a remote server render', () => {
  beforeEach(() => {
    pagesMayAsk = new Promise((resolve) => {
      letPagesAsk = resolve;
    });
  });

  it("sends the page's API requests to the render's API origin, as its visitor", async () => {
    const api = greetingApi('Ada');
    const rendering = render({ ...greeting, session: VISITOR }, api.context('http://api.test'));
    letPagesAsk();
    const answer = await rendering;

    expect(answer.html).toBe('<p>Hello Ada</p>');
    // The visitor's cart is asked for too, as them: the page shows it.
    expect(api.calls).toContainEqual({ url: 'http://api.test/api/greeting', session: VISITOR });
    expect(api.calls.filter((call) => call.session !== VISITOR)).toEqual([]);
  });

  it('sends no session id for a page rendered for nobody in particular', async () => {
    const api = greetingApi('Ada');
    const rendering = render(greeting, api.context('http://api.test'));
    letPagesAsk();
    await rendering;

    expect(api.calls.map((call) => call.session)).toEqual([null]);
  });

  it('keeps two renders at once apart: each asks its own API and renders its own data', async () => {
    const first = greetingApi('Ada');
    const second = greetingApi('Grace');
    // Both renders are under way before either page asks for its data.
    const renders = Promise.all([
      render(greeting, first.context('http://first.test')),
      render(greeting, second.context('http://second.test')),
    ]);
    letPagesAsk();
    const [firstAnswer, secondAnswer] = await renders;

    expect(firstAnswer.html).toBe('<p>Hello Ada</p>');
    expect(secondAnswer.html).toBe('<p>Hello Grace</p>');
    expect(first.calls.map((call) => call.url)).toEqual(['http://first.test/api/greeting']);
    expect(second.calls.map((call) => call.url)).toEqual(['http://second.test/api/greeting']);
  });
});
