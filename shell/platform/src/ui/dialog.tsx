import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../idle';
import type { DialogProps } from './dialog-impl';

export type { DialogProps };

const loadDialog = () => import(/* webpackChunkName: "dialog" */ './dialog-impl');
const DialogImpl = lazy(loadDialog);

/**
 * A modal dialog: focus moves in and is trapped, Escape and the close button close it, the page
 * behind does not scroll while it is open. Its code is fetched once the page is idle, never on
 * the way to the first paint.
 */
export function Dialog(props: DialogProps) {
  const [hasOpened, setHasOpened] = useState(props.open);
  // Fetched ahead while the page is idle, so opening one never waits on the network.
  useEffect(() => whenIdle(() => void loadDialog()), []);
  if (props.open && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <DialogImpl {...props} />
    </Suspense>
  );
}
