// What the shell's server measures beyond its requests: how its pages are produced (rendered,
// from the page cache, or the plain page after a failure), how each remote's render endpoint
// answers, and how the API answers the /api proxy. Every label value comes from a fixed list or
// from the configured remotes, never from a request.
import { Counter, Histogram, type Registry } from 'prom-client';
import { DURATION_BUCKETS } from '../http/metrics';

export type PageRenderOutcome = 'rendered' | 'cached' | 'fallback';
export type PageCacheResult = 'hit' | 'miss' | 'coalesced';
/**
 * A remote area's fate: rendered; `renders_nothing` (the remote renders that module in the
 * browser only); `refused` (a 4xx for this request: left to the browser, no failure); `error` or
 * `timeout` (left to the browser); `resting` (left to the browser without asking, for a while
 * after a failure).
 */
export type RemoteRenderOutcome =
  'ok' | 'cached' | 'renders_nothing' | 'refused' | 'error' | 'timeout' | 'resting';

export interface ShellMetrics {
  pageRendered: (outcome: PageRenderOutcome, seconds: number) => void;
  pageCacheLookup: (result: PageCacheResult) => void;
  remoteRendered: (remote: string, outcome: RemoteRenderOutcome, seconds: number | null) => void;
  apiAnswered: (seconds: number) => void;
  apiFailed: (status: 502 | 504) => void;
}

type Observer = { observe: (value: number) => void };
type Incrementer = { inc: () => void };

/** One child per label value, made when first needed and kept. */
function children<T>(make: (value: string) => T): (value: string) => T {
  const made = new Map<string, T>();
  return (value) => {
    let child = made.get(value);
    if (!child) made.set(value, (child = make(value)));
    return child;
  };
}

export function createShellMetrics(registry: Registry, remotes: readonly string[]): ShellMetrics {
  const registers = [registry];
  const pageRender = new Histogram({
    name: 'edge_page_render_duration_seconds',
    help: "Time to produce a page's server HTML: rendered by this request, taken from the page cache (cached), or the plain page after rendering failed (fallback).",
    labelNames: ['outcome'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const pageCache = new Counter({
    name: 'edge_page_cache_lookups_total',
    help: 'Public pages asked of the page cache: hit (fresh copy), miss (rendered), coalesced (waited for a render under way).',
    labelNames: ['result'],
    registers,
  });
  const remoteRenders = new Counter({
    name: 'edge_remote_renders_total',
    help: "A remote area's server rendering, by remote and outcome: ok, cached (from the shell's area cache), renders_nothing, or left to the browser (refused: a 4xx for that request; error, timeout, resting after a failure).",
    labelNames: ['remote', 'outcome'],
    registers,
  });
  const remoteRenderTime = new Histogram({
    name: 'edge_remote_render_duration_seconds',
    help: "Time a remote's render endpoint took to answer (or to fail), by remote.",
    labelNames: ['remote'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const apiTime = new Histogram({
    name: 'edge_api_upstream_duration_seconds',
    help: "Time from a proxied /api request to the API's answer headers.",
    buckets: DURATION_BUCKETS,
    registers,
  });
  const apiErrors = new Counter({
    name: 'edge_api_upstream_errors_total',
    help: 'Proxied /api requests answered by the edge because the API failed: 502 unreachable, 504 too slow.',
    labelNames: ['status'],
    registers,
  });
  // Series that alerts divide by exist from the start, at zero.
  for (const status of ['502', '504']) apiErrors.inc({ status }, 0);
  for (const result of ['hit', 'miss', 'coalesced']) pageCache.inc({ result }, 0);
  for (const remote of remotes) {
    for (const outcome of ['error', 'timeout']) remoteRenders.inc({ remote, outcome }, 0);
  }

  const renderByOutcome = children<Observer>((outcome) => pageRender.labels(outcome));
  const cacheByResult = children<Incrementer>((result) => pageCache.labels(result));
  const remoteTimes = children<Observer>((remote) => remoteRenderTime.labels(remote));
  const remoteOutcomes = children((remote) =>
    children<Incrementer>((outcome) => remoteRenders.labels(remote, outcome)),
  );
  const apiErrorsByStatus = children<Incrementer>((status) => apiErrors.labels(status));
  return {
    pageRendered: (outcome, seconds) => renderByOutcome(outcome).observe(seconds),
    pageCacheLookup: (result) => cacheByResult(result).inc(),
    remoteRendered: (remote, outcome, seconds) => {
      remoteOutcomes(remote)(outcome).inc();
      if (seconds !== null) remoteTimes(remote).observe(seconds);
    },
    apiAnswered: (seconds) => apiTime.observe(seconds),
    apiFailed: (status) => apiErrorsByStatus(status === 502 ? '502' : '504').inc(),
  };
}
