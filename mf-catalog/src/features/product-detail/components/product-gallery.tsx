import { ZoomInIcon } from '@healing/platform';
import { useEffect, useRef, useState } from 'react';
import { GALLERY_VIEWS, viewStyle } from '../gallery-views';
import { ZoomDialog } from './zoom-dialog';
import styles from './product-gallery.module.css';

interface ProductGalleryProps {
  name: string;
  image: string;
}

/** The main picture (click or press to zoom) and four thumbnails to choose how to frame it. */
export function ProductGallery({ name, image }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [isZoomOpen, setZoomOpen] = useState(false);
  const view = GALLERY_VIEWS[selected];
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasZoomOpen = useRef(false);

  // The dialog has no trigger of its own, so nothing would put focus back where the visitor
  // was: once it closes (Escape, its close button, a click outside), the picture takes it back.
  useEffect(() => {
    if (wasZoomOpen.current && !isZoomOpen) openerRef.current?.focus();
    wasZoomOpen.current = isZoomOpen;
  }, [isZoomOpen]);

  return (
    <div className={styles.gallery}>
      <button
        ref={openerRef}
        type="button"
        className={styles.main}
        onClick={() => setZoomOpen(true)}
        aria-haspopup="dialog"
        // The visible words lead the name, so voice users can say what they see.
        aria-label={`Click to zoom: ${name}, ${view.label.toLowerCase()}`}
      >
        <img
          className={styles.mainImage}
          src={image}
          alt=""
          width="400"
          height="400"
          fetchPriority="high"
          style={viewStyle(view)}
        />
        <span className={styles.zoomHint} aria-hidden="true">
          <ZoomInIcon size={18} /> Click to zoom
        </span>
      </button>
      <div className={styles.thumbs} role="group" aria-label="Product images">
        {GALLERY_VIEWS.map((thumb, index) => (
          <button
            key={thumb.label}
            type="button"
            className={styles.thumb}
            aria-pressed={index === selected}
            aria-label={`Show ${thumb.label.toLowerCase()}`}
            onClick={() => setSelected(index)}
          >
            <img
              className={styles.thumbImage}
              src={image}
              alt=""
              width="96"
              height="96"
              style={viewStyle(thumb)}
            />
          </button>
        ))}
      </div>
      <ZoomDialog
        open={isZoomOpen}
        onOpenChange={setZoomOpen}
        name={name}
        image={image}
        view={view}
        position={selected + 1}
        count={GALLERY_VIEWS.length}
      />
    </div>
  );
}
