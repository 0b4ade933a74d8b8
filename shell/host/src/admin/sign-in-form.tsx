import { Button, TextField } from '@healing/platform';
import { signInSchema, useRuleForm } from '@healing/platform/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LotusMark } from '../layout/brand-marks';
import { useAdminMeta } from './admin-meta';
import {
  type AdminSessionDto,
  adminSessionKey,
  signIn,
  signInFailureMessage,
} from './admin-session';
import styles from './sign-in-form.module.css';

/**
 * The owner's sign-in. A refused attempt (wrong details, too many tries) shows the API's sentence
 * above the button; once signed in, whatever page was asked for shows in this form's place.
 */
export function SignInForm() {
  useAdminMeta('Sign in');
  const queryClient = useQueryClient();
  // The shared rules (@healing/contracts, rules/sign-in-rules.ts): what the API's SignInDto checks too.
  const { register, handleSubmit, resetField, setFocus, formState } = useRuleForm(signInSchema, {
    defaultValues: { username: '', password: '' },
  });
  const attempt = useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      queryClient.setQueryData<AdminSessionDto | null>(adminSessionKey, session);
    },
    onError: () => {
      // Another try starts from an empty password.
      resetField('password');
      setFocus('password');
    },
  });

  const submit = handleSubmit((credentials) => {
    if (attempt.isPending) return;
    attempt.reset();
    attempt.mutate(credentials);
  });

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
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={100}
            aria-required="true"
            error={formState.errors.username?.message}
            {...register('username')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            aria-required="true"
            error={formState.errors.password?.message}
            {...register('password')}
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
