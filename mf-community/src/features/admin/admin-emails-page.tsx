import {
  AdminLoading,
  AdminPage,
  EmptyState,
  isSessionEnded,
  LoadError,
  SessionEnded,
  Spinner,
  StatusTabs,
  usePageMeta,
} from '@healing/platform';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styles from './admin-emails-page.module.css';
import {
  type AdminMailPreviewDto,
  mailPreviewQueryOptions,
  mailTemplatesQueryOptions,
} from './api/admin-emails-api';

type Shown = 'html' | 'text';

/**
 * The e-mails the shop sends (`/admin/emails`), each rendered with sample data as its reader
 * gets it: the HTML in a sandboxed frame (no scripts, nothing of this page reachable from it),
 * and the plain text sent beside it.
 */
export function AdminEmailsPage() {
  usePageMeta({
    title: 'E-mails',
    description: 'Previews of the e-mails the shop sends.',
    path: '/admin/emails',
    robots: 'noindex, nofollow',
  });
  const templates = useQuery(mailTemplatesQueryOptions());
  const [chosen, setChosen] = useState<string>();
  const selected = chosen ?? templates.data?.templates[0]?.id;
  const preview = useQuery({
    ...mailPreviewQueryOptions(selected ?? ''),
    enabled: selected !== undefined,
  });

  if (isSessionEnded(templates.error) || isSessionEnded(preview.error)) return <SessionEnded />;

  const list = templates.data?.templates;
  return (
    <AdminPage
      title="E-mails"
      description={list ? `${list.length} e-mails, shown with sample data` : '\u00a0'}
    >
      {templates.isError ? (
        <LoadError what="the e-mails" onRetry={() => void templates.refetch()} />
      ) : !list ? (
        <AdminLoading>
          <Spinner label="Loading e-mails" />
        </AdminLoading>
      ) : list.length === 0 ? (
        <EmptyState>The shop sends no e-mail.</EmptyState>
      ) : (
        <div className={styles.layout}>
          <nav aria-label="E-mails">
            <ul className={styles.templates}>
              {list.map((template) => (
                <li key={template.id}>
                  <button
                    type="button"
                    className={styles.template}
                    aria-current={template.id === selected ? 'true' : undefined}
                    onClick={() => setChosen(template.id)}
                  >
                    <span className={styles.templateName}>{template.name}</span>
                    <span className={styles.templateMeta}>
                      {template.audience === 'owner' ? 'To the owner' : 'To the shopper'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {preview.isError ? (
            <LoadError what="this e-mail" onRetry={() => void preview.refetch()} />
          ) : !preview.data || preview.data.id !== selected ? (
            <AdminLoading>
              <Spinner label="Loading the e-mail" />
            </AdminLoading>
          ) : (
            <MailPreview mail={preview.data} />
          )}
        </div>
      )}
    </AdminPage>
  );
}

function MailPreview({ mail }: { mail: AdminMailPreviewDto }) {
  const [shown, setShown] = useState<Shown>('html');
  return (
    <section className={styles.preview} aria-labelledby="mail-preview-heading">
      <h2 id="mail-preview-heading" className={styles.heading}>
        {mail.name}
      </h2>
      <p>{mail.description}</p>
      <dl className={styles.facts}>
        <dt>Subject</dt>
        <dd>{mail.subject}</dd>
        <dt>To</dt>
        <dd>{mail.to}</dd>
      </dl>
      <StatusTabs
        label="Which version to show"
        tabs={[
          { value: 'html', label: 'HTML' },
          { value: 'text', label: 'Plain text' },
        ]}
        selected={shown}
        onSelect={setShown}
      />
      {shown === 'html' ? (
        <iframe
          className={styles.frame}
          title={`${mail.name}: the e-mail as HTML`}
          sandbox=""
          srcDoc={mail.html}
        />
      ) : (
        <pre className={styles.text} aria-label={`${mail.name}: the e-mail as plain text`}>
          {mail.text}
        </pre>
      )}
    </section>
  );
}
