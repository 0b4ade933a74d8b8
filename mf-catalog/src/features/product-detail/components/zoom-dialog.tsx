import { Button, Dialog, ZoomInIcon, ZoomOutIcon } from '@healing/platform';
import { useLayoutEffect, useRef, useState } from 'react';
import type { GalleryView } from '../gallery-views';
import styles from './zoom-dialog.module.css';

interface ZoomDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  image: string;
  view: GalleryView;
  position: number;
  count: number;
}

/** The picture, large, with a 2.5x magnifier the visitor can pan by scrolling (or arrow keys). */
export function ZoomDialog(props: ZoomDialogProps) {
  const { open, onOpenChange, name, position, count, view } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={name}
      description={`Image ${position} of ${count}: ${view.label.toLowerCase()}`}
      className={styles.dialog}
    >
      {/* Mounted only while open: each opening starts from the view the visitor chose. */}
      {open && <ZoomStage {...props} />}
    </Dialog>
  );
}

function ZoomStage({ name, image, view }: ZoomDialogProps) {
  const [isMagnified, setMagnified] = useState(view.scale > 1);
  const stageRef = useRef<HTMLDivElement>(null);

  // When magnified, start on the part of the picture the chosen view looks at.
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage || !isMagnified) return;
    stage.scrollLeft = (stage.scrollWidth * view.originX) / 100 - stage.clientWidth / 2;
    stage.scrollTop = (stage.scrollHeight * view.originY) / 100 - stage.clientHeight / 2;
  }, [isMagnified, view.originX, view.originY]);

  return (
    <div className={styles.body}>
      <div
        ref={stageRef}
        className={styles.stage}
        data-magnified={isMagnified}
        // Focusable when magnified, so arrow keys can pan the picture.
        tabIndex={isMagnified ? 0 : undefined}
        role={isMagnified ? 'region' : undefined}
        aria-label={
          isMagnified ? 'Magnified picture: scroll or use the arrow keys to look around' : undefined
        }
      >
        <img
          className={styles.image}
          src={image}
          alt={`${name}, ${isMagnified ? 'magnified' : 'full size'}`}
          onClick={() => setMagnified((magnified) => !magnified)}
        />
      </div>
      <div className={styles.actions}>
        <Button variant="outline" size="small" onClick={() => setMagnified((value) => !value)}>
          {isMagnified ? <ZoomOutIcon size={18} /> : <ZoomInIcon size={18} />}
          {isMagnified ? 'Zoom out' : 'Zoom in'}
        </Button>
      </div>
    </div>
  );
}
