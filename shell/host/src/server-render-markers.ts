// The marks the shell's server puts on a page whose first screen it rendered, shared by the
// server (shell-server.mjs reads them from the server bundle) and the browser (bootstrap.tsx).

/** On #root while it holds server-rendered HTML that the app has not taken over yet. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * The attributes (and values) #root carries until the app takes over. The HTML's links and
 * forms work without the app; a click on one of its buttons is kept by index.html's first
 * script and carried out at take-over (take-over/kept-input.ts), so nothing is marked
 * unavailable.
 */
export const TAKING_OVER_ATTRIBUTES: Readonly<Record<string, string>> = {
  [SERVER_RENDERED_ATTRIBUTE]: '',
};

/**
 * On the loading card of an area whose remote the server asked and got nothing from this time
 * (down, slow, or broken); its value is the module's id ('catalog/ProductPage'). The browser
 * gives such a module less time (registry.ts, SERVER_FAILED_BUDGET_MS).
 */
export const SERVER_FAILED_AREA_ATTRIBUTE = 'data-server-failed';

/** Where index.html's first script keeps what the visitor did before the take-over. */
export const KEPT_INPUT_GLOBAL = '__shopKeptInput';

/** The script element holding the data the server rendered with (TanStack Query's dehydrated state). */
export const SERVER_STATE_ID = 'server-state';

/**
 * On the server-state script of a page rendered for nobody in particular, which the shell's
 * server may have served from its cache for a few seconds: the browser shows that data first,
 * then fetches it again (a story approved or a like given a moment ago is never lost).
 */
export const SHARED_STATE_ATTRIBUTE = 'data-shared';

/**
 * How the browser's console error begins when the app could not take over the server's HTML as
 * it is (a hydration mismatch: React then renders part of the page again). The site tests fail on
 * it (shell/tooling/site-tests/support/test.ts).
 */
export const TAKE_OVER_MISMATCH_PREFIX = '[take-over] The HTML sent by the server was not kept:';
