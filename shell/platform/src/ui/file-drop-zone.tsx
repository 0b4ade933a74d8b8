import { type ChangeEvent, type DragEvent, type ReactNode, useState } from 'react';
import styles from './file-drop-zone.module.css';

/** Dragging a link or some text over the zone is not a choice of file: only files light it up. */
function carriesFiles(event: DragEvent) {
  return Array.from(event.dataTransfer.types).includes('Files');
}

export interface FileDropZoneProps {
  /** The file input's id: a `FileDropLabel` inside the zone names it and opens the picker. */
  id: string;
  /** What the picker offers ("image/png,image/jpeg"). */
  accept: string;
  /** A file picked or dropped (the first, when several are dropped); unchecked. */
  onFile: (file: File) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the hint and error the input is described by. */
  describedBy?: string;
  /** `row`: a preview beside the words; `stacked`: the words centred under an icon. */
  layout?: 'row' | 'stacked';
  className?: string;
  /**
   * What the zone shows: a preview or a `FileDropIcon`, a `FileDropLabel`, a note; or a
   * function of whether a file is being dragged over it ("Drop the image here").
   */
  children: ReactNode | ((state: { isDragging: boolean }) => ReactNode);
}

/**
 * A drop zone around a real file input for one file. The input stays in the page, only visually
 * hidden: the keyboard reaches it, and screen readers meet an ordinary labelled file field; the
 * zone wears its focus ring. Over the zone the browser's own drop is prevented (it would open
 * the file in the tab and lose the form); moving onto the zone's own preview or words is not
 * leaving it. The input is emptied after each choice, so the same file chosen again is a change.
 * Since 1.12.0.
 */
export function FileDropZone({
  id,
  accept,
  onFile,
  disabled,
  invalid,
  describedBy,
  layout = 'row',
  className,
  children,
}: FileDropZoneProps) {
  const [isDragging, setDragging] = useState(false);

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (disabled || !carriesFiles(event)) return;
    // Without this the browser refuses the drop.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  }

  return (
    <div
      className={[styles.zone, styles[layout], className].filter(Boolean).join(' ')}
      data-dragging={isDragging || undefined}
      data-disabled={disabled || undefined}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <input
        id={id}
        className={styles.input}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        onChange={onChange}
      />
      {typeof children === 'function' ? children({ isDragging }) : children}
    </div>
  );
}

/**
 * The zone's words for its input ("Choose an image"): a label stretched over the whole zone, so
 * a click anywhere in it opens the picker. Anything else clickable in the zone sits above it
 * (`FileDropZone` raises buttons and links). Since 1.12.0.
 */
export function FileDropLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {children}
    </label>
  );
}

/** The upload icon in its round bubble, for a zone with nothing to preview yet. Since 1.12.0. */
export function FileDropIcon({ children }: { children: ReactNode }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      {children}
    </span>
  );
}
