/**
 * @jest-environment node
 */
// A remote's server renderer: each render's API requests go through that render's own fetch,
// to its API origin, as its visitor; two renders at once never see each other's data, even
// when a page asks for its data only after an await.
import { ApiError, apiGet } from '@healing/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useId } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderContext } from '../render-protocol';
import { useParams } from 'react-router-dom';
import { forksTo, type LoadQuery, render, type RouteData } from './render-remote';

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

/** A page's query as its factory makes it: the page and its declaration use the same. */
const nameQuery = (id: string) =>
  queryOptions({
    queryKey: ['name', id],
    queryFn: ({ signal }) => apiGet<{ name: string }>(`/api/names/${id}`, signal),
  });

/** Shows a name by the route's id, and how many the visitor `likes` names liked. */
function NamePage({ likes }: { likes?: string }) {
  const { id = '' } = useParams();
  const { data, error } = useQuery(nameQuery(id));
  const shown = error instanceof ApiError ? `No one (${error.status})` : (data?.name ?? 'Loading');
  return likes === undefined ? <p>{shown}</p> : <Likes visitor={likes} name={shown} />;
}

/** A name and what one visitor liked: asked for by their session id. */
function Likes({ visitor, name }: { visitor: string; name: string }) {
  const { data } = useQuery({
    queryKey: ['likes', visitor],
    queryFn: ({ signal }) => apiGet<string[]>(`/api/likes`, signal),
  });
  return <p>{`${name} liked by ${data?.length ?? '?'}`}</p>;
}

/** A name and the greeting: only the name is declared. */
function NameAndGreetingPage() {
  return (
    <>
      <NamePage />
      <GreetingPage />
    </>
  );
}

jest.mock(
  '@healing/server-rendered-modules',
  () => ({
    serverRendered: {
      './Greeting': GreetingPage,
      './Missing': MissingPage,
      './Field': FieldPage,
      './Name': {
        component: NamePage,
        data: ({ params }: RouteData) => [nameQuery(params.id ?? '')],
      },
      './NameAndGreeting': {
        component: NameAndGreetingPage,
        data: ({ params }: RouteData) => [nameQuery(params.id ?? '')],
      },
      // Data that depends on other data: loaded in order by a loader.
      './LoadedName': {
        component: NamePage,
        data: async ({ params }: RouteData, load: LoadQuery) => {
          const found = await load(nameQuery(params.id ?? ''));
          if (found) await load(nameQuery(`${params.id}-again`));
        },
      },
      './LikedName': {
        component: NamePage,
        data: ({ params, props }: RouteData) => [
          nameQuery(params.id ?? ''),
          { queryKey: ['likes', props.likes], queryFn: () => apiGet<string[]>('/api/likes') },
        ],
      },
    },
  }),
  {
    virtual: true,
  },
);

/** An API of names (and one visitor's likes), counting what it is asked. */
function namesApi(names: Record<string, string | number>) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = (input) => {
    const { pathname } = new URL(input as string);
    calls.push(pathname);
    if (pathname === '/api/likes') return Promise.resolve(Response.json(['a', 'b']));
    if (pathname === '/api/greeting') return Promise.resolve(Response.json({ name: 'Ada' }));
    const value = names[pathname.split('/').pop() ?? ''];
    if (typeof value === 'number') {
      return Promise.resolve(Response.json({ message: 'no' }, { status: value }));
    }
    return Promise.resolve(
      value === undefined
        ? Response.json({ message: 'Not found' }, { status: 404 })
        : Response.json({ name: value }),
    );
  };
  return { calls, context: { apiUrl: 'http://api.test', fetch } satisfies RenderContext };
}

const name = (id: string) => ({
  module: './Name',
  path: `/names/${id}?from=test`,
  pattern: '/names/:id',
  props: {},
});

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

describe('a module with its data declared', () => {
  it('loads the data from the route and renders once', async () => {
    const api = namesApi({ '7': 'Grace' });
    const answer = await render(name('7'), api.context);

    expect(answer.html).toBe('<p>Grace</p>');
    expect(answer.passes).toBe(1);
    expect(api.calls).toEqual(['/api/names/7']);
    expect(answer.state.queries.map((query) => query.queryKey)).toEqual([['name', '7']]);
  });

  it('loads data that depends on other data with its loader, in order, and renders once', async () => {
    const api = namesApi({ '7': 'Grace', '7-again': 'Grace' });
    const answer = await render({ ...name('7'), module: './LoadedName' }, api.context);

    expect(answer.html).toBe('<p>Grace</p>');
    expect(answer.passes).toBe(1);
    expect(api.calls).toEqual(['/api/names/7', '/api/names/7-again']);
  });

  it("renders the API's answer (a 4xx) once, and keeps it in the state", async () => {
    const api = namesApi({});
    const answer = await render(name('8'), api.context);

    expect(answer.html).toBe('<p>No one (404)</p>');
    expect(answer.passes).toBe(1);
    expect(answer.state.queries[0].state.status).toBe('error');
  });

  it('leaves data that failed otherwise to the browser: rendered loading, once, asked once', async () => {
    for (const status of [500, 408, 429]) {
      const api = namesApi({ '9': status });
      const answer = await render(name('9'), api.context);

      expect(answer.html).toBe('<p>Loading</p>');
      expect(answer.passes).toBe(1);
      expect(api.calls).toEqual(['/api/names/9']);
      expect(answer.state.queries).toEqual([]);
    }
  });

  it('still renders what it read beyond its declaration, in a second pass that the answer counts', async () => {
    const api = namesApi({ '7': 'Grace' });
    letPagesAsk();
    const answer = await render({ ...name('7'), module: './NameAndGreeting' }, api.context);

    expect(answer.html).toBe('<p>Grace</p><p>Hello Ada</p>');
    expect(answer.passes).toBe(2);
    expect(api.calls.sort()).toEqual(['/api/greeting', '/api/names/7']);
  });

  it('counts two passes for a module that declares nothing', async () => {
    letPagesAsk();
    const answer = await render(greeting, namesApi({}).context);
    expect(answer.passes).toBe(2);
    expect(answer.html).toBe('<p>Hello Ada</p>');
  });
});

describe('whether an area may be shown to every visitor', () => {
  it('is shared when rendered for nobody from public data', async () => {
    const answer = await render(name('7'), namesApi({ '7': 'Grace' }).context);
    expect(answer.shared).toBe(true);
  });

  it('is never shared when rendered for a visitor', async () => {
    const answer = await render(
      { ...name('7'), session: VISITOR },
      namesApi({ '7': 'Grace' }).context,
    );
    expect(answer.shared).toBe(false);
  });

  it("never asks for data by a session id not the render's, and keeps the area shared", async () => {
    const api = namesApi({ '7': 'Grace' });
    const answer = await render(
      { ...name('7'), module: './LikedName', props: { likes: VISITOR } },
      api.context,
    );
    expect(answer.html).toBe('<p>Grace liked by ?</p>');
    expect(api.calls).toEqual(['/api/names/7']);
    expect(answer.passes).toBe(1);
    expect(answer.shared).toBe(true);
  });

  it("asks for the visitor's own data by their session id, and is then not shared", async () => {
    const answer = await render(
      { ...name('7'), module: './LikedName', props: { likes: VISITOR }, session: VISITOR },
      namesApi({ '7': 'Grace' }).context,
    );
    expect(answer.html).toBe('<p>Grace liked by 2</p>');
    expect(answer.passes).toBe(1);
    expect(answer.shared).toBe(false);
  });
});
