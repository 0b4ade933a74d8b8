// Test helpers for every front-end package (`@healing/platform/testing`; never in a bundle):
// render inside the real platform providers and a memory router, with the API answered by a
// table of routes instead of a server.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PlatformProvider } from './platform-provider';
import { createQueryClient } from './query-client';
import { Toaster } from './toast/toaster';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (request: {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}) => FakeResponse | Promise<FakeResponse>;

export interface FakeApi {
  /** Every request made, in order. */
  calls: { method: string; url: string; body: unknown; headers: Record<string, string> }[];
  /** Adds or replaces the handler of 'METHOD /path' (a trailing * matches any rest). */
  on: (route: string, handler: FakeHandler | FakeResponse) => void;
  restore: () => void;
}

function matches(route: string, method: string, path: string): boolean {
  const [routeMethod, routePath] = route.split(' ');
  if (routeMethod !== method) return false;
  return routePath.endsWith('*') ? path.startsWith(routePath.slice(0, -1)) : routePath === path;
}

/**
 * Replaces `fetch` with a table of routes. An unmatched request answers 404, so a test never
 * reaches a network. Answers have the parts of a Response the platform's client reads.
 */
export function fakeApi(routes: Record<string, FakeHandler | FakeResponse> = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const calls: FakeApi['calls'] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    calls.push({ method, url, body, headers });
    const path =
      new URL(url, 'http://shop.test').pathname + new URL(url, 'http://shop.test').search;
    const entry = [...table.entries()].find(([route]) => matches(route, method, path));
    const handler = entry?.[1];
    const answer: FakeResponse = !handler
      ? { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } }
      : typeof handler === 'function'
        ? await handler({ method, url, body, headers })
        : handler;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 404 ? 'Not Found' : 'Status',
      headers: new Map([['content-type', 'application/json']]),
      text: () => Promise.resolve(text),
      json: () => Promise.resolve(text ? (JSON.parse(text) as unknown) : undefined),
    } as unknown as Response;
  };
  return {
    calls,
    on: (route, handler) => table.set(route, handler),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export interface RenderOptions {
  /** Where the memory router starts. */
  path?: string;
  /** The route pattern the element is mounted at ('/product/:id'). */
  routePath?: string;
  /** false when `ui` mounts its own Toaster (a layout), so each toast shows once. */
  toaster?: boolean;
}

/** Renders `ui` inside the platform (a fresh QueryClient, the cart, toasts) and a router. */
export function renderWithPlatform(
  ui: ReactElement,
  { path = '/', routePath = '*', toaster = true }: RenderOptions = {},
): RenderResult & { queryClient: ReturnType<typeof createQueryClient> } {
  const queryClient = createQueryClient();
  const result = render(
    <PlatformProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={ui} />
        </Routes>
      </MemoryRouter>
      {toaster && <Toaster />}
    </PlatformProvider>,
  );
  return { ...result, queryClient };
}
