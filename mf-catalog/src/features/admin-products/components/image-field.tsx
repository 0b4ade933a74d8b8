import { IMAGE_TYPES } from '../hooks/use-image-choice';
import styles from './product-form.module.css';

interface ImageFieldProps {
  id: string;
  /** The chosen file's preview, else the product's current image. */
  src: string | null;
  error?: string;
  onChoose: (file: File | null) => void;
}

/** The product image: a file input (images only) with a preview of what will be shown. */
export function ImageField({ id, src, error, onChoose }: ImageFieldProps) {
  return (
    <div className={styles.imageField}>
      <label className={styles.label} htmlFor={id}>
        Image
      </label>
      {src && <img className={styles.preview} src={src} alt="Image preview" />}
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
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
