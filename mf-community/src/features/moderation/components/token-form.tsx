import { Button, TextField } from '@healing/platform';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { LockIcon } from '../../../components/icons';
import { adminMomentsQueryOptions, moderationKeys, tokenProblem } from '../api/moderation-api';
import styles from './token-form.module.css';

interface TokenFormProps {
  onAccepted: (token: string) => void;
  /** Why the owner is asked again ("your token is no longer accepted"). */
  notice?: string;
}

/** Asks for the admin token and keeps it only once the server has accepted it. */
export function TokenForm({ onAccepted, notice }: TokenFormProps) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [isChecking, setChecking] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = value.trim();
    if (!token) {
      setError('Please enter the admin token.');
      return;
    }
    setChecking(true);
    setError(undefined);
    queryClient.removeQueries({ queryKey: moderationKeys.all });
    try {
      // Loading the review queue both checks the token and fills the first list.
      await queryClient.fetchQuery(adminMomentsQueryOptions(token, 'pending'));
    } catch (refusal) {
      setError(tokenProblem(refusal));
      setChecking(false);
      return;
    }
    setChecking(false);
    onAccepted(token);
  }

  return (
    <section className={styles.card} aria-labelledby="moderation-token-title">
      <span className={styles.icon}>
        <LockIcon width={24} height={24} />
      </span>
      <h1 id="moderation-token-title" className={styles.title}>
        Story moderation
      </h1>
      <p className={styles.text}>
        For the shop owner. Enter the admin token to review the stories waiting to be published.
      </p>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Admin token"
          type="password"
          autoComplete="current-password"
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" isLoading={isChecking} fullWidth>
          Open moderation
        </Button>
      </form>
      <p className={styles.fineprint}>The token is kept only until you close this tab.</p>
    </section>
  );
}
