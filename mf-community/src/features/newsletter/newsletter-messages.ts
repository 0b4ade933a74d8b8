// The sign-up's visible texts (SPEC.md sections 5, 8 and 9): exact, so they live in one place.
import type { ToastInput } from '@healing/platform';

/** How long the button says 'Subscribed!'. */
export const SUBSCRIBED_STATE_MS = 3000;

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
  failedTitle: 'Subscription failed',
  failedFallback: 'Please try again later.',
} as const satisfies Record<string, ToastInput | string>;
