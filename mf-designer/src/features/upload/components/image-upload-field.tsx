import { Button, FileDropIcon, FileDropLabel, FileDropZone, UploadIcon } from '@healing/platform';
import { useId } from 'react';
import type { UploadedImage } from '../../../lib/design-model';
import type { ImageUpload } from '../hooks/use-image-upload';
import { ACCEPT_IMAGES, formatFileSize, UPLOAD_HINT } from '../upload-rules';
import styles from './image-upload-field.module.css';

interface ImageUploadFieldProps {
  image: UploadedImage | null;
  upload: ImageUpload;
  onRemove: () => void;
}

/** Choose or drop an image; it is checked, sent with a progress bar, and shown once stored. */
export function ImageUploadField({ image, upload, onRemove }: ImageUploadFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const { sending, error } = upload;

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
      <FileDropZone
        id={inputId}
        layout="stacked"
        accept={ACCEPT_IMAGES}
        onFile={upload.start}
        disabled={Boolean(sending)}
        invalid={Boolean(error)}
        describedBy={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
      >
        {({ isDragging }) => (
          <>
            <FileDropIcon>
              <UploadIcon size={28} strokeWidth={1.8} />
            </FileDropIcon>
            <FileDropLabel htmlFor={inputId}>
              {isDragging
                ? 'Drop the image here'
                : image
                  ? 'Choose a different image'
                  : 'Upload an image'}
            </FileDropLabel>
            {!isDragging && <span className={styles.or}>or drop it here</span>}
            <p className={styles.hint} id={hintId}>
              {UPLOAD_HINT}
            </p>
          </>
        )}
      </FileDropZone>
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
