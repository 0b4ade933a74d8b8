import { Button, UploadIcon } from '@healing/platform';
import type { ChangeEvent } from 'react';
import { useFileDrop } from '../hooks/use-file-drop';
import { IMAGE_TYPES } from '../hooks/use-image-choice';
import styles from './image-field.module.css';

interface ImageFieldProps {
  id: string;
  /** The chosen file's preview, else the product's current image. */
  src: string | null;
  /** The chosen file, not uploaded yet; null while the product's own image stands. */
  file: File | null;
  error?: string;
  /** A file picked or dropped (checked by the caller), or null to drop the choice. */
  onChoose: (file: File | null) => void;
}

/**
 * The product image: a drop zone around a real file input. The input stays in the page, only
 * visually hidden, and the zone is its label: a click, Enter or Space opens the picker and
 * screen readers meet an ordinary labelled file field.
 */
export function ImageField({ id, src, file, error, onChoose }: ImageFieldProps) {
  const { isDragging, dropProps } = useFileDrop(onChoose);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Emptied, so the same file chosen again after "Remove choice" is still a change; a
    // cancelled picker (no file) keeps the choice there was.
    event.target.value = '';
    if (chosen) onChoose(chosen);
  }

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        Image
      </label>
      <div className={styles.zone} data-dragging={isDragging || undefined} {...dropProps}>
        <input
          id={id}
          className={styles.input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={onChange}
        />
        {src ? (
          <img className={styles.preview} src={src} alt="Image preview" />
        ) : (
          <span className={styles.icon}>
            <UploadIcon size={24} strokeWidth={2} />
          </span>
        )}
        <div className={styles.text}>
          <label className={styles.action} htmlFor={id}>
            {isDragging ? 'Drop the image here' : src ? 'Replace image' : 'Choose an image'}
            {!isDragging && <span className={styles.or}> or drop one here</span>}
          </label>
          {file ? (
            <span className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>· {formatSize(file.size)}</span>
            </span>
          ) : (
            src && <span className={styles.current}>Current image</span>
          )}
          {file && (
            <Button
              variant="outline"
              size="small"
              className={styles.remove}
              onClick={() => onChoose(null)}
            >
              Remove choice
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        PNG, JPEG, GIF or WebP, 10 MB at most. Without one, the shop shows its drawing of the
        product.
      </p>
      <p id={`${id}-error`} className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
}

/** "240 KB", "1.4 MB": enough to tell the owner why a photo might be refused. */
function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
