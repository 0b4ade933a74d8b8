// The visible texts of sharing a story (SPEC.md section 8): exact, so they live in one place.
import type { ToastInput } from '@healing/platform';

export const QUICK_MOMENT_MAX_LENGTH = 280;
export const QUICK_MOMENT_NAME = 'Anonymous';

export const QUICK_MOMENT_TOASTS = {
  shared: {
    title: 'Moment shared!',
    description: 'Thank you for sharing your healing moment with our community.',
  },
  failed: {
    title: 'Failed to share',
    description: 'Please try again or use the detailed form above.',
    variant: 'destructive',
  },
  empty: {
    title: 'Please share your moment',
    description: 'Write a few words about your healing experience.',
    variant: 'destructive',
  },
} satisfies Record<string, ToastInput>;

export const STORY_TOASTS = {
  submitted: {
    title: 'Story Submitted Successfully',
    description:
      'Thank you for sharing your healing moment. It will be reviewed and published soon.',
  },
  failed: {
    title: 'Submission Failed',
    description: 'Please try again. If the problem persists, contact support.',
    variant: 'destructive',
  },
} satisfies Record<string, ToastInput>;

export const STORY_FIELDS_MISSING = 'Please fill in all required fields';

/** Said beside every share form: nothing is public before the owner has read it. */
export const REVIEW_NOTE = 'Every story is read with care before it is published.';
