import { Link } from 'react-router-dom';
import { usePageMeta } from '../seo/page-meta';
import { buttonClassName } from './button-class-name';
import styles from './not-found-view.module.css';

interface NotFoundViewProps {
  /** Defaults to SPEC.md's '404 Page Not Found'. */
  title?: string;
  text?: string;
  /** Where the visitor can go instead; defaults to home and the collections. */
  actions?: readonly { to: string; label: string }[];
}

const DEFAULT_ACTIONS = [
  { to: '/', label: 'Back to Home' },
  { to: '/inner-beauty', label: 'Browse Collections' },
];

/**
 * The not-found view: any path no route claims, and any page whose subject does not exist or
 * is not the visitor's (another session's order). The server answers it with 404 and search
 * engines are told to skip it.
 */
export function NotFoundView({
  title = '404 Page Not Found',
  text = 'Did you forget to add the page to the router?',
  actions = DEFAULT_ACTIONS,
}: NotFoundViewProps) {
  usePageMeta({
    title: 'Page not found',
    description: 'This page could not be found. Find your way back to the Healing Shop.',
    robots: 'noindex',
    notFound: true,
  });
  return (
    <section className={styles.page} aria-labelledby="not-found-title" data-testid="not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <p className={styles.gentle}>
        Sometimes we lose our way, and that is all right. Let&apos;s get you somewhere calm.
      </p>
      <div className={styles.actions}>
        {actions.map((action, index) => (
          <Link
            key={action.to}
            to={action.to}
            className={buttonClassName({ variant: index === 0 ? 'primary' : 'outline' })}
          >
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
