import { toast } from '@healing/platform';
import { type FieldErrors, type QuickMomentValues, RULE_MESSAGES } from '@healing/platform/forms';
import { useCreateMoment } from '../api/create-moment';
import { QUICK_MOMENT_NAME, QUICK_MOMENT_TOASTS } from '../moment-messages';

/**
 * What the quick-moment rule said about the story, for beside the field. An empty moment is said
 * by SPEC.md's toast instead (see `refuse`), so nothing is said twice.
 */
export function storyProblem(errors: FieldErrors<QuickMomentValues>): string | undefined {
  const message = errors.story?.message;
  return message === RULE_MESSAGES.quickMoment ? undefined : message;
}

/**
 * The quick share of a short moment, used by the Healing Moments page and the home page form
 * (both checked by the platform's quickMomentSchema): same call, same toasts. `share` resolves
 * true once the story is received.
 */
export function useShareQuickMoment() {
  const create = useCreateMoment();

  function refuse(errors: FieldErrors<QuickMomentValues>) {
    if (errors.story?.message === RULE_MESSAGES.quickMoment) toast(QUICK_MOMENT_TOASTS.empty);
  }

  async function share(story: string, name = ''): Promise<boolean> {
    const author = name.trim();
    try {
      await create.mutateAsync({
        name: author || QUICK_MOMENT_NAME,
        story,
        category: 'growth',
        isAnonymous: !author,
      });
    } catch {
      toast(QUICK_MOMENT_TOASTS.failed);
      return false;
    }
    toast(QUICK_MOMENT_TOASTS.shared);
    return true;
  }

  return { share, refuse };
}
