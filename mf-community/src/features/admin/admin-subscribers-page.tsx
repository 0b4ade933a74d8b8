import {
  Button,
  buttonClassName,
  Dialog,
  Spinner,
  TextField,
  toast,
  usePageMeta,
} from '@healing/platform';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { LoadError } from '../../components/load-error';
import {
  type AdminSubscribersPageDto,
  isSessionEnded,
  SUBSCRIBERS_CSV_URL,
  SUBSCRIBERS_PAGE_SIZE,
  subscribersQueryOptions,
  useUnsubscribe,
} from './api/admin-api';
import styles from './components/admin.module.css';
import { Pager } from './components/pager';
import { SessionEnded } from './components/session-ended';
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
  const subscribers = useQuery({
    ...subscribersQueryOptions(search, page),
    placeholderData: keepPreviousData,
  });
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
    <section className={styles.page} aria-labelledby="admin-subscribers-title">
      <header className={styles.header}>
        <div>
          <h1 id="admin-subscribers-title" className={styles.title}>
            Subscribers
          </h1>
          <p className={styles.text}>
            {data ? `${data.total} ${search ? 'found' : 'on the newsletter'}` : '\u00a0'}
          </p>
        </div>
        <a
          className={buttonClassName({ variant: 'outline', size: 'small' })}
          href={SUBSCRIBERS_CSV_URL}
          download
        >
          Export CSV
        </a>
      </header>
      <form role="search" className={styles.header} onSubmit={onSearch}>
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
        <div className={styles.loading}>
          <Spinner label="Loading subscribers" />
        </div>
      ) : data.subscribers.length === 0 ? (
        <p className={styles.empty}>
          {search ? `No subscriber's address contains "${search}".` : 'Nobody has subscribed yet.'}
        </p>
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
        <div className={styles.header}>
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
    </section>
  );
}
