import { usePageMeta } from '@healing/platform';
import { Link } from 'react-router-dom';
import { type LegalDocument, LEGAL_TEXTS } from './legal-content';
import styles from './legal-page.module.css';

export function LegalPage({ document }: { document: LegalDocument }) {
  const text = LEGAL_TEXTS[document];
  usePageMeta({ title: text.title, description: text.summary, path: `/${document}` });
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Our policies</p>
        <h1 id="legal-title" className={styles.title}>
          {text.title}
        </h1>
        <p className={styles.summary}>{text.summary}</p>
        <p className={styles.updated}>Last updated: {text.updated}</p>
      </header>
      {text.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className={styles.more}>
        Still have a question? <Link to="/contact">Write to us</Link>; we reply within 24 hours.
      </p>
    </article>
  );
}
