import { ApiError, Button, Dialog, toast } from '@healing/platform';
import { RULE_MESSAGES, storySchema, type StoryValues, useRuleForm } from '@healing/platform/forms';
import { useId, useState } from 'react';
import { isStoryCategory } from '../../../config/story-categories';
import { useCreateMoment } from '../api/create-moment';
import { REVIEW_NOTE, STORY_TOASTS } from '../moment-messages';
import styles from './share-story-dialog.module.css';
import { StoryFields } from './story-fields';

const EMPTY_STORY: StoryValues = {
  name: '',
  story: '',
  category: '',
  emotionBefore: '',
  emotionAfter: '',
  isAnonymous: false,
};

function isStoryField(name: string | undefined): name is keyof StoryValues {
  return name !== undefined && Object.hasOwn(EMPTY_STORY, name);
}

interface ShareStoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The detailed story form (SPEC.md sections 2, 4, 5), checked by the shop's story rules (the API
 * checks the same). It stays open, with everything kept, until the story is received.
 */
export function ShareStoryDialog({ open, onOpenChange }: ShareStoryDialogProps) {
  const { register, handleSubmit, reset, setError, formState } = useRuleForm(storySchema, {
    defaultValues: EMPTY_STORY,
  });
  const { errors } = formState;
  const [serverProblem, setServerProblem] = useState<string>();
  const problemId = useId();
  const create = useCreateMoment();
  const isMissingSome = Object.values(errors).some(
    (error) => error?.message === RULE_MESSAGES.requiredFields,
  );
  const problem = isMissingSome ? RULE_MESSAGES.requiredFields : serverProblem;

  const share = handleSubmit(async (story) => {
    const { category } = story;
    // Always true (the rule checked it); narrows the type for the request.
    if (!isStoryCategory(category)) return;
    setServerProblem(undefined);
    try {
      await create.mutateAsync({
        ...story,
        category,
        emotionBefore: story.emotionBefore || null,
        emotionAfter: story.emotionAfter || null,
      });
    } catch (error) {
      // A refusal the visitor can fix is said in the form; the toast says what SPEC.md says.
      if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
        if (isStoryField(error.field)) {
          setError(error.field, { message: error.serverMessage }, { shouldFocus: true });
        } else setServerProblem(error.serverMessage);
      }
      toast(STORY_TOASTS.failed);
      return;
    }
    toast(STORY_TOASTS.submitted);
    reset();
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Your Healing Story"
      description={`Your story can light the way for someone else. ${REVIEW_NOTE}`}
    >
      <form className={styles.form} onSubmit={(event) => void share(event)} noValidate>
        <p id={problemId} className={styles.problem} role="alert" hidden={!problem}>
          {problem}
        </p>
        <StoryFields register={register} errors={errors} problemId={problemId} />
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={formState.isSubmitting}>
            Share My Story
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
