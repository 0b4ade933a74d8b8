import {
  BOARD_SIZE,
  type ImagePlacement,
  MAX_IMAGE_SIZE,
  MIN_IMAGE_SIZE,
} from '@healing/contracts';
import { type CSSProperties, type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import { movePlacement, resizePlacement } from '../image-placement';
import type { PlacedUpload } from '../render-design';
import styles from './image-placement-controls.module.css';

/** An arrow key moves the image by this fraction of the area's shorter side; with Shift, more. */
export const KEY_STEP = 0.02;
export const KEY_STEP_LARGE = 0.1;
/** + and - make the image this much larger or smaller (a fraction of the area's shorter side). */
export const KEY_SIZE_STEP = 0.05;

const ARROWS: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

const SIZE_KEYS: Record<string, number> = { '+': 1, '=': 1, '-': -1 };

interface PlacementProps {
  placed: PlacedUpload;
  onChange: (placement: ImagePlacement) => void;
}

interface Drag {
  pointerId: number;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  start: ImagePlacement;
}

function percentOfBoard(units: number): string {
  return `${(units / BOARD_SIZE) * 100}%`;
}

/**
 * A frame over the uploaded image on the preview: drag it (mouse, pen or finger: pointer events)
 * or use the arrow keys to move the image; drag its corner, or press + and -, to resize it.
 */
export function ImageMover({
  placed,
  onChange,
  frameWidth,
}: PlacementProps & {
  /** The preview's width in CSS pixels: a pointer's move in pixels becomes board units. */
  frameWidth: number;
}) {
  const drag = useRef<Drag | null>(null);
  const hintId = useId();
  const { placement, rect, area, aspect } = placed;
  const shorterSide = Math.min(area.w, area.h);

  const startDrag = (mode: Drag['mode']) => (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // The corner sits inside the frame: resizing must not also start a move.
    event.stopPropagation();
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (mode === 'move') event.currentTarget.focus();
    drag.current = {
      pointerId: event.pointerId,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      start: placement,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || frameWidth <= 0) return;
    const unitsPerPixel = BOARD_SIZE / frameWidth;
    const dx = (event.clientX - current.startX) * unitsPerPixel;
    const dy = (event.clientY - current.startY) * unitsPerPixel;
    if (current.mode === 'move') {
      onChange(movePlacement(current.start, area, aspect, { dx, dy }));
    } else {
      // The image grows about its centre, so its corner follows the pointer on both axes.
      const size = current.start.size + (dx + dy) / shorterSide;
      onChange(resizePlacement(current.start, area, aspect, size));
    }
  };

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const grow = SIZE_KEYS[event.key];
    if (grow) {
      event.preventDefault();
      onChange(resizePlacement(placement, area, aspect, placement.size + grow * KEY_SIZE_STEP));
      return;
    }
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    // The arrows would otherwise scroll the page while the image moves.
    event.preventDefault();
    const step = (event.shiftKey ? KEY_STEP_LARGE : KEY_STEP) * shorterSide;
    onChange(movePlacement(placement, area, aspect, { dx: arrow.dx * step, dy: arrow.dy * step }));
  };

  const position: CSSProperties = {
    left: percentOfBoard(rect.x),
    top: percentOfBoard(rect.y),
    width: percentOfBoard(rect.w),
    height: percentOfBoard(rect.h),
  };

  return (
    <div
      className={styles.mover}
      style={position}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <button
        type="button"
        className={styles.move}
        aria-label="Move image"
        aria-describedby={hintId}
        aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight + -"
        onPointerDown={startDrag('move')}
        onKeyDown={onKeyDown}
      />
      <span
        className={styles.resize}
        data-testid="image-resize-handle"
        aria-hidden="true"
        onPointerDown={startDrag('resize')}
      />
      <span id={hintId} className={styles.hint}>
        Drag it, or use the arrow keys (with Shift for bigger steps); plus and minus make it larger
        or smaller, as does the Image size slider.
      </span>
    </div>
  );
}

/** The image's size as a slider: a keyboard's way to resize it, and a finger's steadier one. */
export function ImageSizeField({ placed, onChange }: PlacementProps) {
  const id = useId();
  const percent = Math.round(placed.placement.size * 100);
  return (
    <div className={styles.sizeField}>
      <label htmlFor={id} className={styles.sizeLabel}>
        Image size
      </label>
      <input
        id={id}
        className={styles.slider}
        type="range"
        min={Math.round(MIN_IMAGE_SIZE * 100)}
        max={Math.round(MAX_IMAGE_SIZE * 100)}
        step={1}
        value={percent}
        aria-valuetext={`${percent}% of the printable area`}
        onChange={(event) =>
          onChange(
            resizePlacement(
              placed.placement,
              placed.area,
              placed.aspect,
              Number(event.target.value) / 100,
            ),
          )
        }
      />
    </div>
  );
}
