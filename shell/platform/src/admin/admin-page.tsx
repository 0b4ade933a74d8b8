import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../ui/icons';
import styles from './admin-page.module.css';

interface AdminPageProps {
  /** The page's one h1, which also names the page as a region. */
  title: ReactNode;
  /** Beside the title: a status badge, when the order was placed. */
  titleExtra?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** At the header's end: "Add product", "Export CSV". */
  actions?: ReactNode;
  /** Where the list this page belongs to is: `{ to: '/admin/orders', label: 'All orders' }`. */
  back?: { to: string; label: string };
  /**
   * @deprecated Since 1.9.1 every back-office page has one layout, the back office's column;
   * the value is accepted and changes nothing.
   */
  width?: 'wide' | 'reading';
  children?: ReactNode;
}

/** The frame of every back-office page: a way back, the header and the page's content. */
export function AdminPage({
  title,
  titleExtra,
  description,
  actions,
  back,
  children,
}: AdminPageProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      {back && (
        <Link to={back.to} className={styles.back}>
          <ArrowLeftIcon size={18} strokeWidth={1.75} aria-hidden="true" />
          {back.label}
        </Link>
      )}
      <header className={styles.header}>
        <div>
          <div className={styles.titleRow}>
            <h1 id={titleId} className={styles.title}>
              {title}
            </h1>
            {titleExtra}
          </div>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** A spinner's place while the first page of a list loads. */
export function AdminLoading({ children }: { children: ReactNode }) {
  return <div className={styles.loading}>{children}</div>;
}
