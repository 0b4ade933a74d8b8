import { Button, type ModerationStatus, Spinner, toast } from '@healing/platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import {
  adminMomentsQueryOptions,
  type Decision,
  isUnauthorized,
  useDecideMoment,
} from '../api/moderation-api';
import { ModerationItem } from './moderation-item';
import styles from './moderation-board.module.css';

const TABS: readonly { status: ModerationStatus; label: string }[] = [
  { status: 'pending', label: 'Waiting for review' },
  { status: 'approved', label: 'Published' },
  { status: 'rejected', label: 'Rejected' },
];

const DECIDED_TOASTS = {
  approve: { title: 'Story approved', description: 'It is now published on Healing Moments.' },
  reject: { title: 'Story rejected', description: 'It is not shown on the site.' },
} as const;

const EMPTY_TEXT: Record<ModerationStatus, string> = {
  pending: 'No stories are waiting for review. Every story has been read.',
  approved: 'No stories are published yet.',
  rejected: 'No stories have been rejected.',
};

interface ModerationBoardProps {
  token: string;
  onSignOut: () => void;
  /** The token stopped working (changed on the server): ask for it again. */
  onTokenRefused: () => void;
}

export function ModerationBoard({ token, onSignOut, onTokenRefused }: ModerationBoardProps) {
  const [status, setStatus] = useState<ModerationStatus>('pending');
  const moments = useQuery(adminMomentsQueryOptions(token, status));
  const decide = useDecideMoment(token);
  const refused = isUnauthorized(moments.error) || isUnauthorized(decide.error);
  // A token from an earlier visit is checked before anything of the board is shown.
  const [isVerified, setVerified] = useState(moments.isSuccess);

  useEffect(() => {
    if (refused) onTokenRefused();
  }, [refused, onTokenRefused]);

  useEffect(() => {
    if (moments.isSuccess) setVerified(true);
  }, [moments.isSuccess]);

  function onDecide(id: number, decision: Decision) {
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => toast(DECIDED_TOASTS[decision]),
        onError: (error) => {
          if (isUnauthorized(error)) return;
          toast({
            title: 'The decision was not saved',
            description: 'Please try again in a moment.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  if (!isVerified) {
    return moments.isError && !refused ? (
      <LoadError what="the review queue" onRetry={() => void moments.refetch()} />
    ) : (
      <div className={styles.loading}>
        <Spinner label="Checking access" />
      </div>
    );
  }

  return (
    <section className={styles.board} aria-labelledby="moderation-title">
      <header className={styles.header}>
        <div>
          <h1 id="moderation-title" className={styles.title}>
            Story moderation
          </h1>
          <p className={styles.text}>Only approved stories appear on the site.</p>
        </div>
        <Button variant="ghost" size="small" onClick={onSignOut}>
          Sign out
        </Button>
      </header>
      <div className={styles.tabs} role="group" aria-label="Which stories to show">
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            className={`${styles.tab} ${status === tab.status ? styles.active : ''}`}
            aria-pressed={status === tab.status}
            onClick={() => setStatus(tab.status)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {moments.isPending ? (
        <div className={styles.loading}>
          <Spinner label="Loading stories" />
        </div>
      ) : moments.isError ? (
        <LoadError what="the stories" onRetry={() => void moments.refetch()} />
      ) : moments.data.length === 0 ? (
        <p className={styles.empty}>{EMPTY_TEXT[status]}</p>
      ) : (
        <ul className={styles.list} aria-label={TABS.find((tab) => tab.status === status)?.label}>
          {moments.data.map((moment) => (
            <li key={moment.id}>
              <ModerationItem
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
    </section>
  );
}
