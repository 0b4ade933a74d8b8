import type { ReactNode } from 'react';

interface RemoteRootProps {
  /** The remote's federation name: 'catalog'. */
  remote: string;
  /** The build's release id (`__RELEASE__`), so anyone can tell which release is live. */
  release: string;
  children: ReactNode;
  className?: string;
}

/** The outer element of everything a remote exposes. */
export function RemoteRoot({ remote, release, children, className }: RemoteRootProps) {
  return (
    <div className={className} data-remote={remote} data-release={release}>
      {children}
    </div>
  );
}
