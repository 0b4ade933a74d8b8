import { Checkbox, SelectField, TextAreaField, TextField } from '@healing/platform';
import {
  type FieldErrors,
  RULE_MESSAGES,
  type StoryValues,
  type UseFormReturn,
} from '@healing/platform/forms';
import { STORY_CATEGORIES, STORY_CATEGORY_LABELS } from '../../../config/story-categories';
import styles from './share-story-dialog.module.css';

const CATEGORY_OPTIONS = STORY_CATEGORIES.map((value) => ({
  value,
  label: STORY_CATEGORY_LABELS[value],
}));

interface StoryFieldsProps {
  register: UseFormReturn<StoryValues>['register'];
  errors: FieldErrors<StoryValues>;
  /** The form's own message ('Please fill in all required fields'), above the fields. */
  problemId: string;
}

/**
 * The detailed story's fields. A missing required field points to the one message above the
 * form (SPEC.md says it once); any other refusal (a name over two lines) is said beside its field.
 */
export function StoryFields({ register, errors, problemId }: StoryFieldsProps) {
  const said = (field: keyof StoryValues) => {
    const message = errors[field]?.message;
    if (!message) return {};
    if (message === RULE_MESSAGES.requiredFields) {
      return { 'aria-invalid': true, 'aria-describedby': problemId };
    }
    return { error: message };
  };

  return (
    <>
      <TextField
        label="Your Name"
        required
        maxLength={100}
        autoComplete="given-name"
        {...said('name')}
        {...register('name')}
      />
      <TextAreaField
        label="Your Story"
        required
        rows={6}
        maxLength={5000}
        placeholder="What happened, and what helped you heal?"
        {...said('story')}
        {...register('story')}
      />
      <SelectField
        label="Category"
        required
        placeholder="Select a category"
        options={CATEGORY_OPTIONS}
        {...said('category')}
        {...register('category')}
      />
      <div className={styles.pair}>
        <TextField
          label="Emotion Before"
          optional
          maxLength={100}
          placeholder="e.g. Overwhelmed"
          {...said('emotionBefore')}
          {...register('emotionBefore')}
        />
        <TextField
          label="Emotion After"
          optional
          maxLength={100}
          placeholder="e.g. Hopeful"
          {...said('emotionAfter')}
          {...register('emotionAfter')}
        />
      </div>
      <Checkbox label="Share anonymously (hide my name)" {...register('isAnonymous')} />
    </>
  );
}
