import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog-impl';

export type { DialogProps };

const DialogImpl = lazy(() => import('./dialog-impl'));

/**
 * A modal dialog: focus moves in and is trapped, Escape and the close button close it, the page
 * behind does not scroll while it is open. Its code loads the first time it opens, so pages that
 * never open one never pay for it.
 */
export function Dialog(props: DialogProps) {
  const [hasOpened, setHasOpened] = useState(props.open);
  if (props.open && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <DialogImpl {...props} />
    </Suspense>
  );
}
