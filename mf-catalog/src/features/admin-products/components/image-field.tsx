import { Button, FileDropIcon, FileDropLabel, FileDropZone, UploadIcon } from '@healing/platform';
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
 * The product image: the platform's drop zone around a real file input (a click, Enter or Space
 * opens the picker; screen readers meet an ordinary labelled file field), with the chosen
 * file's or the product's image beside the words.
 */
export function ImageField({ id, src, file, error, onChoose }: ImageFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        Image
      </label>
      <FileDropZone
        id={id}
        accept={IMAGE_TYPES.join(',')}
        onFile={onChoose}
        invalid={Boolean(error)}
        describedBy={`${id}-hint ${id}-error`}
      >
        {({ isDragging }) => (
          <>
            {src ? (
              <img className={styles.preview} src={src} alt="Image preview" />
            ) : (
              <FileDropIcon>
                <UploadIcon size={24} strokeWidth={2} />
              </FileDropIcon>
            )}
            <div className={styles.text}>
              <FileDropLabel htmlFor={id}>
                {isDragging ? 'Drop the image here' : src ? 'Replace image' : 'Choose an image'}
                {!isDragging && <span className={styles.or}> or drop one here</span>}
              </FileDropLabel>
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
          </>
        )}
      </FileDropZone>
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
