import { Button, Checkbox, Dialog, SelectField, TextAreaField, TextField } from '@healing/platform';
import { useRef } from 'react';
import { STORY_CATEGORIES, STORY_CATEGORY_LABELS } from '../../../config/story-categories';
import { type RequiredStoryField, useShareStoryForm } from '../hooks/use-share-story-form';
import { REVIEW_NOTE } from '../moment-messages';
import styles from './share-story-dialog.module.css';

const CATEGORY_OPTIONS = STORY_CATEGORIES.map((value) => ({
  value,
  label: STORY_CATEGORY_LABELS[value],
}));

interface ShareStoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The detailed story form (SPEC.md sections 2, 4, 5): stays open until the story is received. */
export function ShareStoryDialog({ open, onOpenChange }: ShareStoryDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { draft, update, submit, problem, isMissing, isSending } = useShareStoryForm({
    onShared: () => onOpenChange(false),
    onInvalid: (field: RequiredStoryField) =>
      formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus(),
  });
  const invalid = (field: RequiredStoryField) => (isMissing(field) ? true : undefined);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Your Healing Story"
      description={`Your story can light the way for someone else. ${REVIEW_NOTE}`}
    >
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <p className={styles.problem} role="alert" hidden={!problem}>
          {problem}
        </p>
        <TextField
          label="Your Name"
          name="name"
          required
          maxLength={100}
          autoComplete="given-name"
          value={draft.name}
          aria-invalid={invalid('name')}
          onChange={(event) => update('name', event.target.value)}
        />
        <TextAreaField
          label="Your Story"
          name="story"
          required
          rows={6}
          maxLength={5000}
          placeholder="What happened, and what helped you heal?"
          value={draft.story}
          aria-invalid={invalid('story')}
          onChange={(event) => update('story', event.target.value)}
        />
        <SelectField
          label="Category"
          name="category"
          required
          placeholder="Select a category"
          options={CATEGORY_OPTIONS}
          value={draft.category}
          aria-invalid={invalid('category')}
          onChange={(event) => update('category', event.target.value)}
        />
        <div className={styles.pair}>
          <TextField
            label="Emotion Before"
            name="emotionBefore"
            optional
            maxLength={100}
            placeholder="e.g. Overwhelmed"
            value={draft.emotionBefore}
            onChange={(event) => update('emotionBefore', event.target.value)}
          />
          <TextField
            label="Emotion After"
            name="emotionAfter"
            optional
            maxLength={100}
            placeholder="e.g. Hopeful"
            value={draft.emotionAfter}
            onChange={(event) => update('emotionAfter', event.target.value)}
          />
        </div>
        <Checkbox
          label="Share anonymously (hide my name)"
          name="isAnonymous"
          checked={draft.isAnonymous}
          onChange={(event) => update('isAnonymous', event.target.checked)}
        />
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isSending}>
            Share My Story
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
