import { Button, Spinner } from '@healing/platform';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type AdminSessionDto, adminSessionQuery } from './admin-session';
import { SignInForm } from './sign-in-form';
import styles from './admin-gate.module.css';

/**
 * Shows the back office only to a signed-in owner: anyone else gets the sign-in form in its
 * place, and once signed in the page that was asked for (the address never changes). The
 * session is asked for each time the back office is entered.
 */
export function AdminGate({ children }: { children: (session: AdminSessionDto) => ReactNode }) {
  const session = useQuery(adminSessionQuery);
  // A session known from before is used while it is checked again: a page that finds it ended
  // says so, and the check's answer then puts the form in the page's place.
  if (session.data) return children(session.data);
  if (session.isPending) {
    return (
      <div className={styles.centre}>
        <Spinner label="Checking your sign-in" />
      </div>
    );
  }
  if (session.isError) {
    return (
      <div className={styles.centre}>
        <div className={styles.problem} role="alert">
          <h1 className={styles.title}>The back office could not be reached</h1>
          <p>Your sign-in could not be checked just now. Please try again in a moment.</p>
          <Button onClick={() => void session.refetch()} isLoading={session.isFetching}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return <SignInForm />;
}
