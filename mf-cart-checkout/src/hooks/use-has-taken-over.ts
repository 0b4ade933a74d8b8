import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and in the browser's first frame over server-rendered HTML (so that frame
 * matches the HTML), true from then on and on any page the browser renders itself. A page that
 * cannot work without the app shows its no-JavaScript state until then, never a spinner.
 */
export function useHasTakenOver(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
