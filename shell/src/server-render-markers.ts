// The marks the shell's server puts on a page whose first screen it rendered, shared by the
// server (shell-server.mjs reads them from the server bundle) and the browser (bootstrap.tsx).

/** On #root while it holds server-rendered HTML that the app has not taken over yet. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * The attributes (and values) #root carries until the app takes over. The HTML's links work but
 * its buttons and fields do nothing until then, so they are marked unavailable (and ignore
 * pointers, see global.css) rather than drop a click.
 */
export const TAKING_OVER_ATTRIBUTES: Readonly<Record<string, string>> = {
  [SERVER_RENDERED_ATTRIBUTE]: '',
  'aria-disabled': 'true',
};

/** The script element holding the data the server rendered with (TanStack Query's dehydrated state). */
export const SERVER_STATE_ID = 'server-state';

/**
 * On the server-state script of a page rendered for nobody in particular, which the shell's
 * server may have served from its cache for a few seconds: the browser shows that data first,
 * then fetches it again (a story approved or a like given a moment ago is never lost).
 */
export const SHARED_STATE_ATTRIBUTE = 'data-shared';
