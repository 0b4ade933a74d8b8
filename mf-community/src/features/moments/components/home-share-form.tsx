import { Button, TextAreaField, TextField } from '@healing/platform';
import { quickMomentSchema, useRuleForm, useWatch } from '@healing/platform/forms';
import { useState } from 'react';
import { storyProblem, useShareQuickMoment } from '../hooks/use-share-quick-moment';
import { QUICK_MOMENT_MAX_LENGTH, REVIEW_NOTE } from '../moment-messages';
import { CharacterCount } from './character-count';
import styles from './home-share-form.module.css';

const IDLE_PLACEHOLDER = 'Share a moment of healing, big or small...';
const FOCUSED_PLACEHOLDER =
  'What helped you today? A kind word, a quiet walk, a breath that steadied you...';

/**
 * The home page's share form (SPEC.md section 4 and DECISIONS.md): the story field opens up
 * while it has focus, and it submits like the quick form. Without a name the moment is shared
 * anonymously.
 */
export function HomeShareForm() {
  const { register, handleSubmit, reset, control, formState } = useRuleForm(quickMomentSchema, {
    defaultValues: { name: '', story: '' },
  });
  const story = useWatch({ control, name: 'story' });
  const [isOpen, setOpen] = useState(false);
  const { share, refuse } = useShareQuickMoment();
  const storyField = register('story');

  const submit = handleSubmit(async (moment) => {
    if (!(await share(moment.story, moment.name ?? ''))) return;
    reset();
    setOpen(false);
  }, refuse);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Your name"
        optional
        hint="Leave it empty to share anonymously."
        maxLength={100}
        autoComplete="given-name"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        label="Your healing moment"
        rows={isOpen ? 5 : 3}
        maxLength={QUICK_MOMENT_MAX_LENGTH}
        placeholder={isOpen ? FOCUSED_PLACEHOLDER : IDLE_PLACEHOLDER}
        hint={<CharacterCount count={story.length} max={QUICK_MOMENT_MAX_LENGTH} />}
        error={storyProblem(formState.errors)}
        {...storyField}
        onFocus={() => setOpen(true)}
        onBlur={(event) => {
          setOpen(event.target.value.length > 0);
          void storyField.onBlur(event);
        }}
      />
      <div className={styles.footer}>
        <p className={styles.note}>{REVIEW_NOTE}</p>
        <Button type="submit" disabled={story.length === 0 || formState.isSubmitting}>
          {formState.isSubmitting ? 'Sharing...' : 'Share Your Moment'}
        </Button>
      </div>
    </form>
  );
}
