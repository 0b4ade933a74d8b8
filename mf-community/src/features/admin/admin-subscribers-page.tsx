import {
  AdminLoading,
  AdminPage,
  AdminSearchForm,
  Button,
  buttonClassName,
  Dialog,
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
  type AdminSubscribersPageDto,
  SUBSCRIBERS_CSV_URL,
  SUBSCRIBERS_PAGE_SIZE,
  subscribersQueryOptions,
  type SubscriberStatus,
  useUnsubscribe,
} from './api/admin-api';
import { SubscriberList } from './components/subscriber-list';

type Subscriber = AdminSubscribersPageDto['subscribers'][number];

const NOUN: Record<SubscriberStatus, string> = {
  confirmed: "subscriber's",
  pending: "waiting sign-up's",
};
const EMPTY_TEXT: Record<SubscriberStatus, string> = {
  confirmed: 'Nobody has subscribed yet.',
  pending: 'No sign-up is waiting for its confirmation.',
};

/**
 * The newsletter's subscribers (`/admin/subscribers`): search, export, unsubscribe. Only
 * addresses that confirmed their sign-up are subscribers (and in the export); sign-ups waiting
 * for their confirmation are listed apart, and removed when their link expires.
 */
export function AdminSubscribersPage() {
  usePageMeta({
    title: 'Subscribers',
    description: 'The newsletter subscribers.',
    path: '/admin/subscribers',
    robots: 'noindex, nofollow',
  });
  const [status, setStatus] = useState<SubscriberStatus>('confirmed');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Subscriber>();
  const subscribers = useListQuery(subscribersQueryOptions(status, search, page));
  const unsubscribe = useUnsubscribe();

  if (isSessionEnded(subscribers.error) || isSessionEnded(unsubscribe.error)) {
    return <SessionEnded />;
  }

  function confirmUnsubscribe(subscriber: Subscriber) {
    unsubscribe.mutate(subscriber.id, {
      onSuccess: () => {
        setConfirming(undefined);
        toast(
          subscriber.status === 'pending'
            ? {
                title: 'Sign-up removed',
                description: `${subscriber.email} cannot confirm it now.`,
              }
            : { title: 'Unsubscribed', description: `${subscriber.email} gets no more mail.` },
        );
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

  const counts = subscribers.data?.counts;
  const data = subscribers.data?.status === status ? subscribers.data : undefined;
  return (
    <AdminPage
      title="Subscribers"
      description={
        !counts
          ? '\u00a0'
          : search && data
            ? `${data.total} found`
            : `${counts.confirmed} on the newsletter`
      }
      actions={
        <a
          className={buttonClassName({ variant: 'outline', size: 'small' })}
          href={SUBSCRIBERS_CSV_URL}
          download
        >
          Export CSV
        </a>
      }
    >
      <StatusTabs
        label="Which addresses to show"
        tabs={[
          { value: 'confirmed', label: 'Subscribed', count: counts?.confirmed },
          { value: 'pending', label: 'Waiting for confirmation', count: counts?.pending },
        ]}
        selected={status}
        onSelect={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <AdminSearchForm
        key={search}
        label="Search by e-mail"
        placeholder="Part of an e-mail address"
        value={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      {subscribers.isError ? (
        <LoadError what="the subscribers" onRetry={() => void subscribers.refetch()} />
      ) : !data ? (
        <AdminLoading>
          <Spinner label="Loading subscribers" />
        </AdminLoading>
      ) : data.subscribers.length === 0 ? (
        <EmptyState>
          {search ? `No ${NOUN[status]} address contains "${search}".` : EMPTY_TEXT[status]}
        </EmptyState>
      ) : (
        <>
          <SubscriberList
            status={status}
            subscribers={data.subscribers}
            onUnsubscribe={setConfirming}
          />
          <Pager page={page} pageSize={SUBSCRIBERS_PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      )}
      <Dialog
        open={confirming !== undefined}
        onOpenChange={(open) => {
          if (!open && !unsubscribe.isPending) setConfirming(undefined);
        }}
        title={
          confirming?.status === 'pending' ? 'Remove this sign-up?' : 'Unsubscribe this address?'
        }
        description={
          confirming?.status === 'pending'
            ? `${confirming.email} will not be able to confirm it: its link stops working.`
            : confirming
              ? `${confirming.email} will not receive the newsletter any more.`
              : undefined
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
            {confirming?.status === 'pending' ? 'Remove' : 'Unsubscribe'}
          </Button>
        </div>
      </Dialog>
    </AdminPage>
  );
}
