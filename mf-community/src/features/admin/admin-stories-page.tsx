import {
  AdminLoading,
  AdminPage,
  EmptyState,
  isSessionEnded,
  LoadError,
  type ModerationStatus,
  SessionEnded,
  StatusTabs,
  Spinner,
  toast,
  usePageMeta,
} from '@healing/platform';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styles from './admin-pages.module.css';
import {
  type Decision,
  storiesQueryOptions,
  storyCountsQueryOptions,
  useDecideStory,
} from './api/admin-api';
import { StoryCard } from './components/story-card';

const TABS: readonly { value: ModerationStatus; label: string }[] = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'approved', label: 'Published' },
  { value: 'rejected', label: 'Rejected' },
];

const EMPTY_TEXT: Record<ModerationStatus, string> = {
  pending: 'No stories are waiting for review. Every story has been read.',
  approved: 'No stories are published yet.',
  rejected: 'No stories have been rejected.',
};

const DECIDED_TOASTS = {
  approve: { title: 'Story approved', description: 'It is now published on Healing Moments.' },
  reject: { title: 'Story rejected', description: 'It is not shown on the site.' },
} as const;

/** The owner's review of submitted stories (`/admin/stories`): only approved ones are public. */
export function AdminStoriesPage() {
  usePageMeta({
    title: 'Stories',
    description: 'Review submitted healing stories.',
    path: '/admin/stories',
    robots: 'noindex, nofollow',
  });
  const [status, setStatus] = useState<ModerationStatus>('pending');
  const stories = useQuery(storiesQueryOptions(status));
  const counts = useQuery(storyCountsQueryOptions());
  const decide = useDecideStory();

  if ([stories.error, counts.error, decide.error].some(isSessionEnded)) return <SessionEnded />;

  function onDecide(id: number, decision: Decision) {
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => toast(DECIDED_TOASTS[decision]),
        onError: (error) => {
          if (isSessionEnded(error)) return;
          toast({
            title: 'The decision was not saved',
            description: 'Please try again in a moment.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <AdminPage title="Stories" description="Only approved stories appear on the site.">
      <StatusTabs
        label="Which stories to show"
        tabs={TABS.map((tab) => ({ ...tab, count: counts.data?.[tab.value] }))}
        selected={status}
        onSelect={setStatus}
      />
      {stories.isPending ? (
        <AdminLoading>
          <Spinner label="Loading stories" />
        </AdminLoading>
      ) : stories.isError ? (
        <LoadError what="the stories" onRetry={() => void stories.refetch()} />
      ) : stories.data.length === 0 ? (
        <EmptyState>{EMPTY_TEXT[status]}</EmptyState>
      ) : (
        <ul className={styles.list} aria-label={TABS.find((tab) => tab.value === status)?.label}>
          {stories.data.map((moment) => (
            <li key={moment.id}>
              <StoryCard
                moment={moment}
                pending={
                  decide.isPending && decide.variables.id === moment.id
                    ? decide.variables.decision
                    : undefined
                }
                onDecide={(decision) => onDecide(moment.id, decision)}
              />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
