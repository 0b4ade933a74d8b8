import { type ReactNode, useSyncExternalStore } from 'react';

interface RemoteRootProps {
  /** The remote's federation name: 'catalog'. */
  remote: string;
  /** The build's release id (`__RELEASE__`), so anyone can tell which release is live. */
  release: string;
  children: ReactNode;
  className?: string;
}

/**
 * The name of what RemoteRoot throws while hydrating HTML another release rendered. React draws
 * the area anew and tells the root's onRecoverableError, with this error as the cause: the shell
 * knows it by this name for a release change, not a mismatch (shell/host bootstrap.tsx). A name,
 * not a class: a class the shell could test for would be one more export of the platform's API.
 */
const RELEASE_CHANGED = 'ReleaseChangedError';

const neverChanges = () => () => undefined;

/** The release, other than `release`, that rendered one of `remote`'s elements on the page. */
function otherReleaseOnThePage(remote: string, release: string): string | undefined {
  for (const element of document.querySelectorAll('[data-remote][data-release]')) {
    const rendered = element.getAttribute('data-release');
    if (element.getAttribute('data-remote') === remote && rendered !== release) {
      return rendered ?? undefined;
    }
  }
  return undefined;
}

/**
 * The outer element of everything a remote exposes.
 *
 * A release may go live between the server rendering a page (or the shell's server keeping it
 * or its areas, until its next look at the remote's manifest, a few seconds) and the browser
 * loading the remote: the browser would then hydrate the previous release's HTML with the new
 * release's code, keeping the old release's attributes (class names, `data-release`) and
 * reporting its text as a mismatch. So while React hydrates, the root looks at the page for
 * this remote's HTML from another release and, if there is any, throws: React renders the area
 * anew, as the browser would have drawn it, and the shell knows the error for what it is.
 */
export function RemoteRoot({ remote, release, children, className }: RemoteRootProps) {
  // Hydrating (and on the server): the server's snapshot; the app's own renders: false.
  const isHydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  if (isHydrating && typeof document !== 'undefined') {
    const rendered = otherReleaseOnThePage(remote, release);
    if (rendered !== undefined) {
      const error = new Error(
        `${remote}'s HTML on this page was rendered by release ${rendered}; ${release} is live now`,
      );
      error.name = RELEASE_CHANGED;
      throw error;
    }
  }
  return (
    <div className={className} data-remote={remote} data-release={release}>
      {children}
    </div>
  );
}
