// Which fetch the API client sends a request through. In the browser: the page's own. A server
// renderer (the build kit's ssr/render-remote.tsx, which bundles its own copy of the platform)
// draws many pages at once in one process, each for its own visitor: it names a resolver that
// answers, for a request made now, the fetch of the render that request belongs to (kept in the
// renderer's own async context), so no render sees another's data and the global fetch is
// never replaced.

type Fetch = typeof fetch;

let fetchOfThisRequest: () => Fetch | undefined = () => undefined;

/**
 * Server renderers only (from `@healing/platform/server`; not part of the shell's shared
 * contract): the API client asks `resolve` for each request's fetch; undefined: the global one.
 */
export function sendApiRequestsThrough(resolve: () => Fetch | undefined): void {
  fetchOfThisRequest = resolve;
}

/** The fetch for a request made now. */
export function apiFetch(): Fetch {
  return fetchOfThisRequest() ?? fetch;
}
