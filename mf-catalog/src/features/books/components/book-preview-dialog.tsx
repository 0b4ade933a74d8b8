import { Dialog } from '@healing/platform';
import styles from './book-preview-dialog.module.css';

interface BookPreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  heading: string;
  paragraphs: readonly string[];
}

/** 'Read Preview': the opening pages, in a dialog the visitor can read and close. */
export function BookPreviewDialog({
  open,
  onOpenChange,
  title,
  heading,
  paragraphs,
}: BookPreviewDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${title}: a preview`}
      description={heading}
      className={styles.dialog}
    >
      <div className={styles.excerpt}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
    </Dialog>
  );
}
