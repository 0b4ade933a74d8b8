import {
  AdminLoading,
  AdminPage,
  Button,
  buttonClassName,
  Dialog,
  EmptyState,
  isSessionEnded,
  LoadError,
  Pager,
  SessionEnded,
  Spinner,
  TextField,
  toast,
  useListQuery,
  usePageMeta,
} from '@healing/platform';
import { type FormEvent, useState } from 'react';
import styles from './admin-pages.module.css';
import {
  type AdminSubscribersPageDto,
  SUBSCRIBERS_CSV_URL,
  SUBSCRIBERS_PAGE_SIZE,
  subscribersQueryOptions,
  useUnsubscribe,
} from './api/admin-api';
import { SubscriberList } from './components/subscriber-list';

type Subscriber = AdminSubscribersPageDto['subscribers'][number];

/** The newsletter's subscribers (`/admin/subscribers`): search, export, unsubscribe. */
export function AdminSubscribersPage() {
  usePageMeta({
    title: 'Subscribers',
    description: 'The newsletter subscribers.',
    path: '/admin/subscribers',
    robots: 'noindex, nofollow',
  });
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Subscriber>();
  const subscribers = useListQuery(subscribersQueryOptions(search, page));
  const unsubscribe = useUnsubscribe();

  if (isSessionEnded(subscribers.error) || isSessionEnded(unsubscribe.error)) {
    return <SessionEnded />;
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  }

  function confirmUnsubscribe(subscriber: Subscriber) {
    unsubscribe.mutate(subscriber.id, {
      onSuccess: () => {
        setConfirming(undefined);
        toast({ title: 'Unsubscribed', description: `${subscriber.email} gets no more mail.` });
      },
      onError: (error) => {
        setConfirming(undefined);
        if (isSessionEnded(error)) return;
        toast({
          title: 'The subscriber was not removed',
          description: 'Please try again in a moment.',
          variant: 'destructive',
        });
      },
    });
  }

  const data = subscribers.data;
  return (
    <AdminPage
      title="Subscribers"
      description={data ? `${data.total} ${search ? 'found' : 'on the newsletter'}` : '\u00a0'}
      actions={
        <a
          className={buttonClassName({ variant: 'outline', size: 'small' })}
          href={SUBSCRIBERS_CSV_URL}
          download
        >
          Export CSV
        </a>
      }
      width="reading"
    >
      <form role="search" className={styles.row} onSubmit={onSearch}>
        <TextField
          label="Search by e-mail"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary" size="small">
          Search
        </Button>
      </form>
      {subscribers.isError ? (
        <LoadError what="the subscribers" onRetry={() => void subscribers.refetch()} />
      ) : !data ? (
        <AdminLoading>
          <Spinner label="Loading subscribers" />
        </AdminLoading>
      ) : data.subscribers.length === 0 ? (
        <EmptyState>
          {search ? `No subscriber's address contains "${search}".` : 'Nobody has subscribed yet.'}
        </EmptyState>
      ) : (
        <>
          <SubscriberList subscribers={data.subscribers} onUnsubscribe={setConfirming} />
          <Pager page={page} pageSize={SUBSCRIBERS_PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      )}
      <Dialog
        open={confirming !== undefined}
        onOpenChange={(open) => {
          if (!open && !unsubscribe.isPending) setConfirming(undefined);
        }}
        title="Unsubscribe this address?"
        description={
          confirming ? `${confirming.email} will not receive the newsletter any more.` : undefined
        }
        size="small"
      >
        <div className={styles.row}>
          <Button
            variant="ghost"
            disabled={unsubscribe.isPending}
            onClick={() => setConfirming(undefined)}
          >
            Keep subscribed
          </Button>
          <Button
            variant="danger"
            isLoading={unsubscribe.isPending}
            disabled={unsubscribe.isPending}
            onClick={() => confirming && confirmUnsubscribe(confirming)}
          >
            Unsubscribe
          </Button>
        </div>
      </Dialog>
    </AdminPage>
  );
}
