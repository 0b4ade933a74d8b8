import {
  ApiError,
  Button,
  MailIcon,
  NeedsJavaScript,
  PageHero,
  TextField,
  toast,
  usePageMeta,
} from '@healing/platform';
import { newsletterSchema, useRuleForm } from '@healing/platform/forms';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFindMyOrders } from '../features/find-order/find-my-order';
import pageStyles from '../components/page.module.css';
import styles from './find-my-order-page.module.css';

/**
 * Route `/find-my-order`: a shopper who lost their e-mails asks for the links to their orders.
 * The API answers the same for every address (the contracts' findMyOrderRequestSchema is the
 * newsletter's e-mail rule, checked here as there), so the page says the same too.
 */
export function FindMyOrderPage() {
  usePageMeta({
    title: 'Find my order',
    description: 'Lost the e-mail of your order? We will send you a link to each of your orders.',
  });
  const { register, handleSubmit, reset, setError, formState } = useRuleForm(newsletterSchema, {
    defaultValues: { email: '' },
  });
  const find = useFindMyOrders();
  const [answer, setAnswer] = useState<string | null>(null);
  const problem = formState.errors.email?.message;

  const submit = handleSubmit(async ({ email }) => {
    try {
      const result = await find.mutateAsync(email);
      setAnswer(result.message);
      reset();
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      if (error instanceof ApiError && error.field === 'email' && message) {
        setError('email', { message });
        return;
      }
      toast({
        title: 'We could not send your links',
        description: message ?? 'Please try again in a moment.',
        variant: 'destructive',
      });
    }
  });

  return (
    <div className={pageStyles.page}>
      <PageHero
        eyebrow="Your orders"
        title="Find my order"
        titleId="find-my-order-title"
        align="center"
        tone="lavender"
        lead="Enter the e-mail address you ordered with, and we will send it a personal link to each of your orders. Each link opens your order, and where it stands, in any browser."
      />
      <section className={styles.card} aria-labelledby="find-my-order-title">
        {answer && (
          <p className={styles.sent} role="status" data-testid="find-my-order-sent">
            <MailIcon size={20} strokeWidth={1.75} aria-hidden="true" />
            <span>{answer}</span>
          </p>
        )}
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            maxLength={254}
            error={problem}
            {...register('email')}
          />
          <Button type="submit" size="large" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending...' : 'Send me my order links'}
          </Button>
        </form>
        <p className={styles.fineprint}>
          One e-mail per address every 10 minutes. Nothing arrives? Check your spam folder, or{' '}
          <Link to="/contact">write to us</Link> and we will gladly help.
        </p>
        <NeedsJavaScript
          title="Find my order needs JavaScript"
          actions={[{ href: '/contact', label: 'Write to us' }]}
        >
          <p>Please turn JavaScript on to send the form, or write to us and we will help.</p>
        </NeedsJavaScript>
      </section>
    </div>
  );
}
