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

/** The confirmation page's words (the e-mail's link opens it). */
export const CONFIRM_TEXTS = {
  intro:
    'One last step: press the button to receive our newsletter at this address. Healing stories, gentle words and first looks at new collections, once or twice a month.',
  notMe:
    "Didn't sign up? Simply close this page: without your confirmation we won't write to you again.",
  giftOnItsWay: 'Your special welcome gift is on its way to your inbox.',
  incomplete: 'This confirmation link is not complete. Please open the link from the e-mail again.',
  unknown:
    'This confirmation link is not valid. Please use the newest e-mail we sent you, or sign up again for a new link.',
  expired:
    'This confirmation link has expired. Please sign up again and we will send you a new one.',
  failed: 'We could not confirm your subscription just now. Please try again in a moment.',
} as const;
