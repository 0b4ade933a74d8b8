import { usePageMeta } from '@healing/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { moderationKeys } from '../features/moderation/api/moderation-api';
import { ModerationBoard } from '../features/moderation/components/moderation-board';
import { TokenForm } from '../features/moderation/components/token-form';
import { useAdminToken } from '../features/moderation/hooks/use-admin-token';
import styles from './moderation-page.module.css';

/** The owner's review of submitted stories; not linked from the site and not indexed. */
export function ModerationPage() {
  usePageMeta({
    title: 'Story moderation',
    description: 'Review submitted healing stories.',
    path: '/admin/moments',
    robots: 'noindex, nofollow',
  });
  const queryClient = useQueryClient();
  const { token, setToken } = useAdminToken();
  const [notice, setNotice] = useState<string>();

  const signOut = useCallback(
    (reason?: string) => {
      queryClient.removeQueries({ queryKey: moderationKeys.all });
      setToken(null);
      setNotice(reason);
    },
    [queryClient, setToken],
  );
  const onTokenRefused = useCallback(
    () => signOut('Your token is no longer accepted. Please enter it again.'),
    [signOut],
  );

  return (
    <div className={styles.page}>
      {token ? (
        <ModerationBoard
          token={token}
          onSignOut={() => signOut()}
          onTokenRefused={onTokenRefused}
        />
      ) : (
        <TokenForm
          notice={notice}
          onAccepted={(accepted) => {
            setNotice(undefined);
            setToken(accepted);
          }}
        />
      )}
    </div>
  );
}
