import { leavePreviews, type PreviewOverride } from '../remotes/preview';
import styles from './preview-ribbon.module.css';

/** Visible whenever this browser session loads a remote from a preview origin. */
export function PreviewRibbon({ previews }: { previews: PreviewOverride[] }) {
  if (previews.length === 0) return null;
  const leave = () => {
    leavePreviews();
    const url = new URL(window.location.href);
    url.searchParams.delete('preview');
    window.location.assign(url.href);
  };
  return (
    <div className={styles.ribbon} role="status" data-testid="preview-ribbon">
      <span className={styles.label}>Preview</span>
      <span className={styles.text}>
        {previews.map((preview) => (
          <span key={preview.remote}>
            <strong>{preview.remote}</strong> from {preview.origin}
          </span>
        ))}
      </span>
      <button type="button" className={styles.leave} onClick={leave}>
        Leave preview
      </button>
    </div>
  );
}
