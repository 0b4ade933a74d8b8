import { Button } from '@healing/platform';
import { type ChangeEvent, type DragEvent, useId, useState } from 'react';
import type { UploadedImage } from '../../../lib/design-model';
import type { ImageUpload } from '../hooks/use-image-upload';
import { ACCEPT_IMAGES, formatFileSize, UPLOAD_HINT } from '../upload-rules';
import styles from './image-upload-field.module.css';

interface ImageUploadFieldProps {
  image: UploadedImage | null;
  upload: ImageUpload;
  onRemove: () => void;
}

function UploadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d="M12 16V4m0 0L7.5 8.5M12 4l4.5 4.5M5 14v4a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Choose or drop an image; it is checked, sent with a progress bar, and shown once stored. */
export function ImageUploadField({ image, upload, onRemove }: ImageUploadFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [isDragging, setDragging] = useState(false);
  const { sending, error } = upload;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again is seen as a new choice.
    event.target.value = '';
    if (file) upload.start(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !sending) upload.start(file);
  };

  const percent = sending ? Math.round(sending.progress * 100) : 0;

  return (
    <div className={styles.field}>
      <span className={styles.label}>
        Your image <span className={styles.optional}>(optional)</span>
      </span>
      {image && (
        <div className={styles.uploaded}>
          <img className={styles.thumb} src={image.url} alt="Your uploaded image" />
          <div className={styles.fileInfo}>
            <p className={styles.fileName}>{image.fileName}</p>
            <p className={styles.fileMeta}>Uploaded · {formatFileSize(image.sizeBytes)}</p>
          </div>
          <Button variant="ghost" size="small" onClick={onRemove} disabled={Boolean(sending)}>
            Remove image
          </Button>
        </div>
      )}
      <div
        className={styles.dropzone}
        data-dragging={isDragging || undefined}
        data-busy={sending ? true : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={inputId}
          className={styles.input}
          type="file"
          accept={ACCEPT_IMAGES}
          disabled={Boolean(sending)}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={onFileChosen}
        />
        <label htmlFor={inputId} className={styles.dropLabel}>
          <span className={styles.icon}>
            <UploadIcon />
          </span>
          <span className={styles.action}>
            {image ? 'Choose a different image' : 'Upload an image'}
          </span>
          <span className={styles.or}>or drop it here</span>
        </label>
        <p className={styles.hint} id={hintId}>
          {UPLOAD_HINT}
        </p>
      </div>
      {sending && (
        <div className={styles.progress} role="status">
          <div className={styles.progressText}>
            <span>
              Uploading {sending.fileName}… {percent}%
            </span>
            <Button variant="ghost" size="small" onClick={upload.cancel}>
              Cancel upload
            </Button>
          </div>
          <progress
            className={styles.bar}
            max={100}
            value={percent}
            aria-label={`Uploading ${sending.fileName}`}
          />
        </div>
      )}
      <p className={styles.error} id={errorId} role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
