import { ApiError, toast } from '@healing/platform';
import { type FormEvent, useState } from 'react';
import { isStoryCategory } from '../../../config/story-categories';
import { useCreateMoment } from '../api/create-moment';
import { STORY_FIELDS_MISSING, STORY_TOASTS } from '../moment-messages';

export const EMPTY_STORY = {
  name: '',
  story: '',
  category: '',
  emotionBefore: '',
  emotionAfter: '',
  isAnonymous: false,
};

export type StoryDraft = typeof EMPTY_STORY;
export type RequiredStoryField = 'name' | 'story' | 'category';

function missingFields(draft: StoryDraft): RequiredStoryField[] {
  return (['name', 'story', 'category'] as const).filter((field) => !draft[field].trim());
}

/**
 * The detailed story form's state (SPEC.md sections 4, 5 and 8): missing fields are refused
 * with one message; a failure keeps everything for another try.
 */
export function useShareStoryForm({
  onShared,
  onInvalid,
}: {
  onShared: () => void;
  onInvalid: (field: RequiredStoryField) => void;
}) {
  const [draft, setDraft] = useState<StoryDraft>(EMPTY_STORY);
  const [missing, setMissing] = useState<RequiredStoryField[]>([]);
  const [problem, setProblem] = useState<string>();
  const create = useCreateMoment();

  function update<K extends keyof StoryDraft>(field: K, value: StoryDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setMissing((current) => current.filter((name) => name !== field));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const absent = missingFields(draft);
    setMissing(absent);
    const { category } = draft;
    if (absent.length > 0 || !isStoryCategory(category)) {
      setProblem(STORY_FIELDS_MISSING);
      onInvalid(absent[0] ?? 'category');
      return;
    }
    setProblem(undefined);
    try {
      await create.mutateAsync({
        name: draft.name.trim(),
        story: draft.story.trim(),
        category,
        isAnonymous: draft.isAnonymous,
        emotionBefore: draft.emotionBefore.trim() || null,
        emotionAfter: draft.emotionAfter.trim() || null,
      });
    } catch (error) {
      // A refusal the visitor can fix is said in the form; the toast says what SPEC.md says.
      if (error instanceof ApiError && error.status === 400) setProblem(error.serverMessage);
      toast(STORY_TOASTS.failed);
      return;
    }
    toast(STORY_TOASTS.submitted);
    setDraft(EMPTY_STORY);
    onShared();
  }

  const isMissing = (field: RequiredStoryField) => missing.includes(field);
  return { draft, update, submit, problem, isMissing, isSending: create.isPending };
}
