import { Button, TextAreaField, TextField } from '@healing/platform';
import { type FormEvent, useState } from 'react';
import { useShareQuickMoment } from '../hooks/use-share-quick-moment';
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
  const [name, setName] = useState('');
  const [story, setStory] = useState('');
  const [isOpen, setOpen] = useState(false);
  const { share, isSharing } = useShareQuickMoment();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await share(story, name))) return;
    setName('');
    setStory('');
    setOpen(false);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Your name"
        optional
        hint="Leave it empty to share anonymously."
        maxLength={100}
        autoComplete="given-name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label="Your healing moment"
        rows={isOpen ? 5 : 3}
        maxLength={QUICK_MOMENT_MAX_LENGTH}
        placeholder={isOpen ? FOCUSED_PLACEHOLDER : IDLE_PLACEHOLDER}
        value={story}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(story.length > 0)}
        onChange={(event) => setStory(event.target.value.slice(0, QUICK_MOMENT_MAX_LENGTH))}
        hint={<CharacterCount count={story.length} max={QUICK_MOMENT_MAX_LENGTH} />}
      />
      <div className={styles.footer}>
        <p className={styles.note}>{REVIEW_NOTE}</p>
        <Button type="submit" disabled={story.length === 0 || isSharing}>
          {isSharing ? 'Sharing...' : 'Share Your Moment'}
        </Button>
      </div>
    </form>
  );
}
