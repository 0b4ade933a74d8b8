// Whether the app is taking over HTML the shell's server rendered. The shell marks #root with
// this attribute until its first frame is committed (shell/host server-render-markers.ts,
// SERVER_RENDERED_ATTRIBUTE; a host spec holds the two together).
const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** True while the app takes over server-rendered HTML; false on the server and after. */
export function isTakingOverServerHtml(): boolean {
  if (typeof document === 'undefined') return false;
  return document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ?? false;
}
