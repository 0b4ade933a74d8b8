import { Button, SparkleIcon, TextAreaField } from '@healing/platform';
import { quickMomentSchema, useRuleForm, useWatch } from '@healing/platform/forms';
import { storyProblem, useShareQuickMoment } from '../hooks/use-share-quick-moment';
import { QUICK_MOMENT_MAX_LENGTH, REVIEW_NOTE } from '../moment-messages';
import { CharacterCount } from './character-count';
import styles from './quick-moment-form.module.css';

/** A few words, shared anonymously: the lightest way to take part (SPEC.md section 2). */
export function QuickMomentForm() {
  const { register, handleSubmit, reset, control, formState } = useRuleForm(quickMomentSchema, {
    defaultValues: { story: '' },
  });
  const story = useWatch({ control, name: 'story' });
  const { share, refuse } = useShareQuickMoment();

  const submit = handleSubmit(async (moment) => {
    if (await share(moment.story)) reset();
  }, refuse);

  return (
    <section className={styles.card} aria-labelledby="quick-moment-title">
      <div className={styles.intro}>
        <span className={styles.icon}>
          <SparkleIcon size={22} />
        </span>
        <div>
          <h2 id="quick-moment-title" className={styles.title}>
            Quick Healing Moment
          </h2>
          <p className={styles.text}>
            A small win, a kind word, a breath that helped. Share it in a few words.
          </p>
        </div>
      </div>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          label="Your healing moment"
          rows={3}
          maxLength={QUICK_MOMENT_MAX_LENGTH}
          placeholder="Today I noticed..."
          hint={<CharacterCount count={story.length} max={QUICK_MOMENT_MAX_LENGTH} />}
          error={storyProblem(formState.errors)}
          {...register('story')}
        />
        <div className={styles.footer}>
          <p className={styles.note}>Shared anonymously. {REVIEW_NOTE}</p>
          <Button type="submit" disabled={story.length === 0 || formState.isSubmitting}>
            {formState.isSubmitting ? 'Sharing...' : 'Share Moment'}
          </Button>
        </div>
      </form>
    </section>
  );
}
