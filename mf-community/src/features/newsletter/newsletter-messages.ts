// The sign-up's visible texts (SPEC.md sections 5, 8 and 9): exact, so they live in one place.
// A sign-up counts once the address confirms it through the e-mailed link (double opt-in), so
// success says to check the inbox, the same for every address: the API's answer is the same too.
import type { ToastInput } from '@healing/platform';

/** How long the button says 'Check your inbox' (SPEC.md's 3 seconds of 'Subscribed!'). */
export const SENT_STATE_MS = 3000;

export const NEWSLETTER_TOASTS = {
  sent: {
    title: 'Almost there!',
    description:
      "Please check your inbox: we've sent you a link to confirm your subscription, and your welcome gift follows once you do. Already subscribed? Then you're all set.",
  },
  invalid: {
    title: 'Invalid email',
    description: 'Please enter a valid email address.',
    variant: 'destructive',
  },
  failedTitle: 'Subscription failed',
  failedFallback: 'Please try again later.',
} as const satisfies Record<string, ToastInput | string>;
