/**
 * @jest-environment node
 */
// A remote's server renderer: each render's API requests go through that render's own fetch,
// to its API origin, as its visitor; two renders at once never see each other's data, even
// when a page asks for its data only after an await.
import { ApiError, apiGet } from '@healing/platform';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useId } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderContext } from '../render-protocol';
import { forksTo, render } from './render-remote';

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

/** Asks for what the API does not have: its not-found state is the API's answer. */
function MissingPage() {
  const { error } = useQuery({
    queryKey: ['missing'],
    queryFn: ({ signal }) => apiGet<{ name: string }>('/api/missing', signal),
    retry: false,
  });
  return <p>{error instanceof ApiError ? `Not found (${error.status})` : 'Loading'}</p>;
}

/** Names a field by an id React makes from its place in the tree. */
function FieldPage() {
  const id = useId();
  return <label htmlFor={id}>Email</label>;
}

jest.mock(
  '@healing/server-rendered-modules',
  () => ({
    serverRendered: { './Greeting': GreetingPage, './Missing': MissingPage, './Field': FieldPage },
  }),
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

  it("sends the API's answer the page rendered with the state, so the browser renders the same", async () => {
    const api = greetingApi('Ada');
    letPagesAsk();
    const answer = await render(
      { ...greeting, module: './Missing' },
      api.context('http://api.test'),
    );

    expect(answer.html).toBe('<p>Not found (404)</p>');
    // As the page's JSON carries it to the browser, which makes an ApiError of it again.
    const [query] = (JSON.parse(JSON.stringify(answer.state)) as typeof answer.state).queries;
    expect(query.queryKey).toEqual(['missing']);
    expect(query.state).toMatchObject({
      status: 'error',
      error: { name: 'ApiError', status: 404, body: { message: 'Not found' } },
    });
    expect(query.state.error?.message).toMatch(/^404\b/);
  });

  it('renders the module where the shell has it, so its ids are the ones the browser makes', async () => {
    // Shells of all shapes: the id a module gets at the end of these forks, rendered at once.
    const shapes: [number, number][][] = [
      [],
      [[2, 0]],
      [
        [3, 2],
        [2, 0],
      ],
      [
        [5, 0],
        [1, 0],
        [2, 1],
      ],
    ];
    for (const shape of shapes) {
      const nest = (inner: ReactNode) =>
        shape.reduceRight<ReactNode>(
          (child, [siblings, index], depth) =>
            Array.from({ length: siblings }, (_, at) =>
              at === index ? <Fragment key={`${depth}`}>{child}</Fragment> : null,
            ),
          inner,
        );
      const inShell = renderToString(<>{nest(<FieldPage />)}</>);
      // The position the shell's server reads for it (shell/host's server-areas.ts).
      const probe = /_R_([0-9a-v]+)_/.exec(renderToString(<>{nest([<Probe key="p" />, null])}</>));
      const position = parseInt(probe?.[1] ?? '', 32)
        .toString(2)
        .slice(1);
      expect(forksTo(position)).toBeDefined();
      const answer = await render(
        { ...greeting, module: './Field', treePosition: position },
        greetingApi('Ada').context('http://api.test'),
      );
      expect(answer.html).toBe(inShell);
    }
    // Nothing a shell has, and nothing to build thousands of siblings for.
    expect(forksTo('000')).toBeUndefined();
    expect(forksTo(`1${'0'.repeat(20)}`)).toBeUndefined();
    expect(forksTo('2')).toBeUndefined();
  });
});

function Probe() {
  return <i id={useId()} />;
}
