import { usePageMeta, PageHero } from '@healing/platform';
import { Commitments } from '../features/contact/components/commitments';
import { ContactForm } from '../features/contact/components/contact-form';
import { ContactInfo } from '../features/contact/components/contact-info';
import { FaqList } from '../features/contact/components/faq-list';
import { FAQ_JSON_LD } from '../features/contact/contact-content';
import styles from './contact-page.module.css';

export function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description:
      'Questions about an order, a partnership or your healing journey? Write to the Healing Shop team: we reply within 24 hours.',
    path: '/contact',
    jsonLd: [FAQ_JSON_LD],
  });
  return (
    <div className={styles.page}>
      <PageHero
        align="center"
        eyebrow="We're here for you"
        title="Get in Touch"
        tone="sage"
        lead="Whether you have a question about an order, an idea to share or simply need a kind word, we would love to hear from you."
      />
      <div className={styles.content}>
        <div className={styles.columns}>
          <ContactForm />
          <ContactInfo />
        </div>
        <FaqList />
        <Commitments />
      </div>
    </div>
  );
}
