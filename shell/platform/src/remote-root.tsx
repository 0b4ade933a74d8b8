import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

interface RemoteRootProps {
  /** The remote's federation name: 'catalog'. */
  remote: string;
  /** The build's release id (`__RELEASE__`), so anyone can tell which release is live. */
  release: string;
  children: ReactNode;
  className?: string;
}

/**
 * The outer element of everything a remote exposes.
 *
 * A release may go live between the server rendering a page (or the shell's caches keeping it,
 * until their next look at the remote's manifest) and the browser loading the remote: the
 * browser then hydrates the previous release's HTML with the new release's code. Where the
 * two differ in text React renders the area again itself; where they differ only in attributes
 * (a class name, this element's `data-release`) React keeps the server's, and the page would
 * carry the old release's markup under the new one's code. So the root compares the release
 * that rendered its element with its own, once, before the first paint, and when they differ
 * renders its element anew (a new key: React replaces it), as the browser would have drawn it.
 */
export function RemoteRoot({ remote, release, children, className }: RemoteRootProps) {
  const element = useRef<HTMLDivElement>(null);
  const [generation, setGeneration] = useState(0);
  useLayoutEffect(() => {
    const rendered = element.current?.getAttribute('data-release');
    if (rendered != null && rendered !== release) setGeneration((value) => value + 1);
  }, [release]);
  return (
    <div
      key={generation}
      ref={element}
      className={className}
      data-remote={remote}
      data-release={release}
    >
      {children}
    </div>
  );
}
