import {
  AdminLoading,
  AdminPage,
  EmptyState,
  isSessionEnded,
  LoadError,
  Pager,
  SessionEnded,
  StatusTabs,
  Spinner,
  toast,
  useListQuery,
  usePageMeta,
} from '@healing/platform';
import { useState } from 'react';
import styles from './admin-pages.module.css';
import {
  type MessageStatus,
  MESSAGES_PAGE_SIZE,
  messagesQueryOptions,
  useMarkHandled,
} from './api/admin-api';
import { MessageCard } from './components/message-card';

const EMPTY_TEXT: Record<MessageStatus, string> = {
  unhandled: 'No messages are waiting. Every message has been handled.',
  handled: 'No message has been marked as handled yet.',
};

/** The contact form's messages (`/admin/messages`): read each in full, mark it handled. */
export function AdminMessagesPage() {
  usePageMeta({
    title: 'Messages',
    description: 'Messages sent through the contact form.',
    path: '/admin/messages',
    robots: 'noindex, nofollow',
  });
  const [status, setStatus] = useState<MessageStatus>('unhandled');
  const [page, setPage] = useState(1);
  const messages = useListQuery(messagesQueryOptions(status, page));
  const mark = useMarkHandled();
  const counts = messages.data?.counts;

  if (isSessionEnded(messages.error) || isSessionEnded(mark.error)) return <SessionEnded />;

  function toggle(id: number, handled: boolean) {
    mark.mutate(
      { id, handled },
      {
        onSuccess: () => toast({ title: handled ? 'Marked as handled' : 'Marked as unhandled' }),
        onError: (error) => {
          if (isSessionEnded(error)) return;
          toast({
            title: 'The change was not saved',
            description: 'Please try again in a moment.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  const shown = messages.data?.status === status ? messages.data : undefined;
  return (
    <AdminPage title="Messages" description="What visitors sent through the contact form.">
      <StatusTabs
        label="Which messages to show"
        tabs={[
          { value: 'unhandled', label: 'Unhandled', count: counts?.unhandled },
          { value: 'handled', label: 'Handled', count: counts?.handled },
        ]}
        selected={status}
        onSelect={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      {messages.isError ? (
        <LoadError what="the messages" onRetry={() => void messages.refetch()} />
      ) : !shown ? (
        <AdminLoading>
          <Spinner label="Loading messages" />
        </AdminLoading>
      ) : shown.messages.length === 0 ? (
        <EmptyState>{EMPTY_TEXT[status]}</EmptyState>
      ) : (
        <>
          <ul className={styles.list} aria-label={status === 'handled' ? 'Handled' : 'Unhandled'}>
            {shown.messages.map((message) => (
              <li key={message.id}>
                <MessageCard
                  message={message}
                  isSaving={mark.isPending && mark.variables.id === message.id}
                  onToggle={() => toggle(message.id, message.handledAt === null)}
                />
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={MESSAGES_PAGE_SIZE} total={shown.total} onPage={setPage} />
        </>
      )}
    </AdminPage>
  );
}
