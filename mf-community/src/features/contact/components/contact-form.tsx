import { Button, SelectField, TextAreaField, TextField } from '@healing/platform';
import { useRef } from 'react';
import { SUBJECT_OPTIONS } from '../contact-content';
import { type ContactField, useContactForm } from '../hooks/use-contact-form';
import styles from './contact-form.module.css';

/** The message form: readable errors beside each field, the first one focused. */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { draft, errors, update, submit, isSending, isJustSent } = useContactForm(
    (field: ContactField) =>
      formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus(),
  );

  return (
    <section className={styles.card} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        Send us a message
      </h2>
      <p className={styles.intro}>
        Every message is read by a real person on our small team. All fields are required.
      </p>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className={styles.pair}>
          <TextField
            label="First Name"
            name="firstName"
            required
            maxLength={100}
            autoComplete="given-name"
            value={draft.firstName}
            error={errors.firstName}
            onChange={(event) => update('firstName', event.target.value)}
          />
          <TextField
            label="Last Name"
            name="lastName"
            required
            maxLength={100}
            autoComplete="family-name"
            value={draft.lastName}
            error={errors.lastName}
            onChange={(event) => update('lastName', event.target.value)}
          />
        </div>
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          value={draft.email}
          error={errors.email}
          onChange={(event) => update('email', event.target.value)}
        />
        <SelectField
          label="Subject"
          name="subject"
          required
          placeholder="Select a subject"
          options={SUBJECT_OPTIONS}
          value={draft.subject}
          error={errors.subject}
          onChange={(event) => update('subject', event.target.value)}
        />
        <TextAreaField
          label="Message"
          name="message"
          required
          rows={6}
          maxLength={5000}
          placeholder="How can we help you on your healing journey?"
          value={draft.message}
          error={errors.message}
          onChange={(event) => update('message', event.target.value)}
        />
        <Button type="submit" size="large" isLoading={isSending} disabled={isJustSent} fullWidth>
          {isSending ? 'Sending...' : isJustSent ? 'Message Sent!' : 'Send Message'}
        </Button>
      </form>
    </section>
  );
}
