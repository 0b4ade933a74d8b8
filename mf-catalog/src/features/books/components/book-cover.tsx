import styles from './book-cover.module.css';

/** The cover, drawn in CSS: no picture to download, and it stays sharp at any size. */
export function BookCover({
  title,
  subtitle,
  author,
}: {
  title: string;
  subtitle: string;
  author: string;
}) {
  return (
    <div className={styles.scene} aria-hidden="true">
      <div className={styles.book}>
        <span className={styles.spine} />
        <div className={styles.cover}>
          <svg className={styles.motif} viewBox="0 0 64 48" focusable="false">
            <path d="M32 6c6 7 7 16 0 26-7-10-6-19 0-26zM32 32c-5-9-12-13-22-13 1 9 9 15 22 13zM32 32c5-9 12-13 22-13-1 9-9 15-22 13z" />
          </svg>
          <p className={styles.title}>{title}</p>
          <p className={styles.subtitle}>{subtitle}</p>
          <p className={styles.author}>{author}</p>
        </div>
      </div>
    </div>
  );
}
