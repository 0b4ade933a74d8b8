import { toast } from '@healing/platform';
import { useCreateMoment } from '../api/create-moment';
import { QUICK_MOMENT_NAME, QUICK_MOMENT_TOASTS } from '../moment-messages';

/**
 * The quick share of a short moment, used by the Healing Moments page and the home page form:
 * same validation, same call, same toasts. Resolves true once the story is received.
 */
export function useShareQuickMoment() {
  const create = useCreateMoment();

  async function share(text: string, name = ''): Promise<boolean> {
    const story = text.trim();
    if (!story) {
      toast(QUICK_MOMENT_TOASTS.empty);
      return false;
    }
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

  return { share, isSharing: create.isPending };
}
