import { Button, toast } from '@healing/platform';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { templateImageUrl } from '../../../lib/design-catalogue';
import type { Design, ImagePlacement } from '../../../lib/design-model';
import { BOARD_SIZE } from '@healing/contracts';
import { describeDesign } from '../describe-design';
import { useCanvasMetrics } from '../hooks/use-canvas-metrics';
import { useFontsReady } from '../hooks/use-fonts-ready';
import { useLoadedImage } from '../hooks/use-loaded-image';
import {
  designFileName,
  designPng,
  downloadFile,
  drawDesign,
  type PlacedUpload,
} from '../render-design';
import styles from './design-preview.module.css';
import { ImageMover, ImageSizeField } from './image-placement-controls';

function isSamePlace(a: PlacedUpload | null, b: PlacedUpload | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

interface DesignPreviewProps {
  design: Design;
  /** The shopper moved or resized their image; without it the image cannot be moved. */
  onPlaceImage?: (placement: ImagePlacement) => void;
  /**
   * Where the image is drawn now (null while none is): moved or by the default rule, it is what
   * goes to the cart, so the proof shows the image where the shopper saw it.
   */
  onImageShown?: (placement: ImagePlacement | null) => void;
}

/** The live preview: redrawn on every change, one canvas pixel per device pixel. */
export function DesignPreview({ design, onPlaceImage, onImageShown }: DesignPreviewProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { width, pixelRatio } = useCanvasMetrics(frameRef);
  const fontsReady = useFontsReady();
  const template = useLoadedImage(design.templateId ? templateImageUrl(design.templateId) : null);
  const upload = useLoadedImage(design.image?.url ?? null);
  const images = useMemo(() => ({ template, upload }), [template, upload]);
  const [isSaving, setSaving] = useState(false);
  const headingId = useId();
  // Where the drawing put the upload: the move and size controls sit on exactly that.
  const [placed, setPlaced] = useState<PlacedUpload | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pixels = Math.round(width * pixelRatio);
    if (canvas.width !== pixels) {
      canvas.width = pixels;
      canvas.height = pixels;
    }
    const ctx = canvas.getContext('2d');
    const next = ctx
      ? drawDesign(ctx, design, images, { pixelsPerUnit: pixels / BOARD_SIZE, showGuide: true })
      : null;
    setPlaced((current) => (isSamePlace(current, next) ? current : next));
  }, [design, images, width, pixelRatio, fontsReady]);

  const shownPlacement = placed?.placement ?? null;
  useEffect(() => {
    onImageShown?.(shownPlacement);
  }, [shownPlacement, onImageShown]);

  const save = async () => {
    setSaving(true);
    try {
      downloadFile(await designPng(design, images), designFileName(design));
    } catch {
      toast({
        title: 'The preview could not be saved',
        description: 'Please try again, or take a screenshot of the preview.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          Live preview
        </h2>
        <Button variant="outline" size="small" isLoading={isSaving} onClick={() => void save()}>
          Save as PNG
        </Button>
      </div>
      <div ref={frameRef} className={styles.frame}>
        <canvas
          ref={canvasRef}
          className={styles.canvas}
          role="img"
          aria-label={describeDesign(design)}
          width={Math.round(width * pixelRatio)}
          height={Math.round(width * pixelRatio)}
        />
        {placed && onPlaceImage && (
          <ImageMover placed={placed} frameWidth={width} onChange={onPlaceImage} />
        )}
      </div>
      {placed && onPlaceImage && (
        <div className={styles.size}>
          <ImageSizeField placed={placed} onChange={onPlaceImage} />
        </div>
      )}
    </section>
  );
}
