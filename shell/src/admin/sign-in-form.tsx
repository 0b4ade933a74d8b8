import { Button, TextField } from '@healing/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { LotusMark } from '../layout/brand-marks';
import { useAdminMeta } from './admin-meta';
import {
  type AdminSessionDto,
  adminSessionKey,
  signIn,
  signInFailureMessage,
} from './admin-session';
import styles from './sign-in-form.module.css';

interface FieldErrors {
  username?: string;
  password?: string;
}

/**
 * The owner's sign-in. A refused attempt (wrong details, too many tries) shows the API's sentence
 * above the button; once signed in, whatever page was asked for shows in this form's place.
 */
export function SignInForm() {
  useAdminMeta('Sign in');
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const focusField = (name: keyof FieldErrors) =>
    (form.current?.elements.namedItem(name) as HTMLInputElement | null)?.focus();
  const attempt = useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      queryClient.setQueryData<AdminSessionDto | null>(adminSessionKey, session);
    },
    onError: () => {
      // Another try starts from an empty password.
      setPassword('');
      focusField('password');
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (attempt.isPending) return;
    const errors: FieldErrors = {
      username: username.trim() ? undefined : 'Please enter your username.',
      password: password ? undefined : 'Please enter your password.',
    };
    setFieldErrors(errors);
    if (errors.username || errors.password) {
      focusField(errors.username ? 'username' : 'password');
      return;
    }
    attempt.reset();
    attempt.mutate({ username: username.trim(), password });
  }

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="sign-in-title">
        <p className={styles.brand}>
          <LotusMark />
          <span className={styles.brandName}>Healing Shop</span>
        </p>
        <h1 id="sign-in-title" className={styles.title}>
          Sign in to the back office
        </h1>
        <p className={styles.lead}>Orders, products, stories and messages, all in one place.</p>
        <form ref={form} className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={100}
            aria-required="true"
            value={username}
            error={fieldErrors.username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-required="true"
            value={password}
            error={fieldErrors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p className={styles.failure} role="alert">
            {attempt.isError ? signInFailureMessage(attempt.error) : null}
          </p>
          <Button type="submit" size="large" fullWidth isLoading={attempt.isPending}>
            Sign in
          </Button>
        </form>
      </section>
    </div>
  );
}
