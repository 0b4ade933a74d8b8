import { Button, TextAreaField } from '@healing/platform';
import { type FormEvent, useState } from 'react';
import { SparkleIcon } from '../../../components/icons';
import { useShareQuickMoment } from '../hooks/use-share-quick-moment';
import { QUICK_MOMENT_MAX_LENGTH, REVIEW_NOTE } from '../moment-messages';
import { CharacterCount } from './character-count';
import styles from './quick-moment-form.module.css';

/** A few words, shared anonymously: the lightest way to take part (SPEC.md section 2). */
export function QuickMomentForm() {
  const [text, setText] = useState('');
  const { share, isSharing } = useShareQuickMoment();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await share(text)) setText('');
  }

  return (
    <section className={styles.card} aria-labelledby="quick-moment-title">
      <div className={styles.intro}>
        <span className={styles.icon}>
          <SparkleIcon width={22} height={22} />
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
          value={text}
          maxLength={QUICK_MOMENT_MAX_LENGTH}
          placeholder="Today I noticed..."
          onChange={(event) => setText(event.target.value.slice(0, QUICK_MOMENT_MAX_LENGTH))}
          hint={<CharacterCount count={text.length} max={QUICK_MOMENT_MAX_LENGTH} />}
        />
        <div className={styles.footer}>
          <p className={styles.note}>Shared anonymously. {REVIEW_NOTE}</p>
          <Button type="submit" disabled={text.length === 0 || isSharing}>
            {isSharing ? 'Sharing...' : 'Share Moment'}
          </Button>
        </div>
      </form>
    </section>
  );
}
