import { Button } from '@healing/platform';
import { useState } from 'react';
import { FAQS } from '../contact-content';
import styles from './faq-list.module.css';

/** Shown before View All FAQs; the rest follow on request. */
export const FAQS_SHOWN_FIRST = 4;

export function FaqList() {
  const [showAll, setShowAll] = useState(false);
  const visible = showAll ? FAQS : FAQS.slice(0, FAQS_SHOWN_FIRST);
  return (
    <section className={styles.section} aria-labelledby="contact-faq-title">
      <div className={styles.heading}>
        <h2 id="contact-faq-title" className={styles.title}>
          Frequently Asked Questions
        </h2>
        <p className={styles.lead}>Quick answers to the questions we hear most often.</p>
      </div>
      <dl className={styles.list} id="contact-faq-list">
        {visible.map((faq) => (
          <div key={faq.question} className={styles.item}>
            <dt className={styles.question}>{faq.question}</dt>
            <dd className={styles.answer}>{faq.answer}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.more}>
        <Button
          variant="outline"
          aria-expanded={showAll}
          aria-controls="contact-faq-list"
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? 'Show Fewer FAQs' : 'View All FAQs'}
        </Button>
      </div>
    </section>
  );
}
