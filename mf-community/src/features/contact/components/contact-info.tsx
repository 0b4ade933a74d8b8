import { ChatIcon, ClockIcon, MailIcon, PhoneIcon } from '@healing/platform';
import type { ReactNode } from 'react';
import { SUPPORT_EMAILS, SUPPORT_HOURS, SUPPORT_PHONE } from '../contact-content';
import styles from './contact-info.module.css';

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className={styles.card}>
      <span className={styles.icon}>{icon}</span>
      <div>
        <h3 className={styles.title}>{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** How to reach the team, and when (SPEC.md section 2, Contact). */
export function ContactInfo() {
  return (
    <aside className={styles.aside} aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className={styles.heading}>
        Other ways to reach us
      </h2>
      <ul className={styles.list}>
        <InfoCard icon={<MailIcon size={20} />} title="Email us">
          {SUPPORT_EMAILS.map((address) => (
            <p key={address} className={styles.line}>
              <a className={styles.link} href={`mailto:${address}`}>
                {address}
              </a>
            </p>
          ))}
        </InfoCard>
        <InfoCard icon={<PhoneIcon size={20} />} title="Call us">
          <p className={styles.line}>
            <a className={styles.link} href={SUPPORT_PHONE.href}>
              {SUPPORT_PHONE.display}
            </a>
          </p>
        </InfoCard>
        <InfoCard icon={<ClockIcon size={20} />} title="Response time">
          <p className={styles.line}>We reply within 24 hours.</p>
        </InfoCard>
        <InfoCard icon={<ChatIcon size={20} />} title="Write to us">
          <p className={styles.line}>With the form on this page: it reaches the team directly.</p>
        </InfoCard>
      </ul>
      <div className={styles.hours}>
        <h3 className={styles.hoursTitle}>Support hours</h3>
        <p className={styles.hoursText}>{SUPPORT_HOURS}</p>
        <p className={styles.line}>Messages sent outside these hours are answered next morning.</p>
      </div>
    </aside>
  );
}
