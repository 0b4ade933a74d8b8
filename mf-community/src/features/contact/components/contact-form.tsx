import { ApiError, Button, SelectField, TextAreaField, TextField, toast } from '@healing/platform';
import { contactSchema, type ContactValues, useRuleForm } from '@healing/platform/forms';
import { useBriefFlag } from '../../../hooks/use-brief-flag';
import { useSendContact } from '../api/send-contact';
import { CONTACT_TOASTS, isContactSubject, SUBJECT_OPTIONS } from '../contact-content';
import styles from './contact-form.module.css';

const EMPTY_CONTACT: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
};

/** How long the button says 'Message Sent!'. */
export const SENT_STATE_MS = 3000;

function isContactField(name: string | undefined): name is keyof ContactValues {
  return name !== undefined && Object.hasOwn(EMPTY_CONTACT, name);
}

/**
 * The message form, checked by the shop's contact rules (the API checks the same): each refused
 * field says why beside it, and the first one is focused.
 */
export function ContactForm() {
  const { register, handleSubmit, reset, setError, formState } = useRuleForm(contactSchema, {
    defaultValues: EMPTY_CONTACT,
  });
  const { errors } = formState;
  const send = useSendContact();
  const [isJustSent, showSent] = useBriefFlag(SENT_STATE_MS);

  const sendMessage = handleSubmit(async (message) => {
    const { subject } = message;
    // Always true (the rule checked it); narrows the type for the request.
    if (!isContactSubject(subject)) return;
    try {
      await send.mutateAsync({ ...message, subject });
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      if (error instanceof ApiError && isContactField(error.field) && serverMessage) {
        setError(error.field, { message: serverMessage }, { shouldFocus: true });
      }
      toast({
        title: CONTACT_TOASTS.failedTitle,
        description: serverMessage ?? CONTACT_TOASTS.failedFallback,
        variant: 'destructive',
      });
      return;
    }
    toast(CONTACT_TOASTS.sent);
    reset();
    showSent();
  });

  return (
    <section className={styles.card} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        Send us a message
      </h2>
      <p className={styles.intro}>
        Every message is read by a real person on our small team. All fields are required.
      </p>
      <form className={styles.form} onSubmit={(event) => void sendMessage(event)} noValidate>
        <div className={styles.pair}>
          <TextField
            label="First Name"
            required
            maxLength={100}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last Name"
            required
            maxLength={100}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label="Subject"
          required
          placeholder="Select a subject"
          options={SUBJECT_OPTIONS}
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextAreaField
          label="Message"
          required
          rows={6}
          maxLength={5000}
          placeholder="How can we help you on your healing journey?"
          error={errors.message?.message}
          {...register('message')}
        />
        <Button
          type="submit"
          size="large"
          isLoading={formState.isSubmitting}
          disabled={isJustSent}
          fullWidth
        >
          {formState.isSubmitting ? 'Sending...' : isJustSent ? 'Message Sent!' : 'Send Message'}
        </Button>
      </form>
    </section>
  );
}
