import { ApiError, toast } from '@healing/platform';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSubscribe } from '../api/subscribe';

/** How long the button says 'Subscribed!' (SPEC.md section 9). */
export const SUBSCRIBED_STATE_MS = 3000;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NEWSLETTER_TOASTS = {
  subscribed: {
    title: 'Successfully subscribed!',
    description: 'Welcome to our healing community. Check your email for a special welcome gift!',
  },
  invalid: {
    title: 'Invalid email',
    description: 'Please enter a valid email address.',
    variant: 'destructive',
  },
} as const;

export type NewsletterStatus = 'idle' | 'pending' | 'subscribed';

/**
 * The sign-up's states (SPEC.md sections 4 and 5): blank does nothing, a malformed address is
 * refused without a request, then pending, then 'Subscribed!' for 3 seconds; a failure returns
 * to idle with the address kept so it can be corrected.
 */
export function useNewsletterSignup() {
  const [email, setEmail] = useState('');
  const [isJustSubscribed, setJustSubscribed] = useState(false);
  const subscribe = useSubscribe();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const status: NewsletterStatus = subscribe.isPending
    ? 'pending'
    : isJustSubscribed
      ? 'subscribed'
      : 'idle';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    const address = email.trim();
    if (!address) return;
    if (!EMAIL_SHAPE.test(address)) {
      toast(NEWSLETTER_TOASTS.invalid);
      return;
    }
    try {
      const answer = await subscribe.mutateAsync(address);
      toast(
        answer.alreadySubscribed
          ? { title: NEWSLETTER_TOASTS.subscribed.title, description: answer.message }
          : NEWSLETTER_TOASTS.subscribed,
      );
    } catch (error) {
      toast({
        title: 'Subscription failed',
        description:
          (error instanceof ApiError ? error.serverMessage : undefined) ??
          'Please try again later.',
        variant: 'destructive',
      });
      return;
    }
    setEmail('');
    setJustSubscribed(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setJustSubscribed(false), SUBSCRIBED_STATE_MS);
  }

  return { email, setEmail, status, submit };
}
