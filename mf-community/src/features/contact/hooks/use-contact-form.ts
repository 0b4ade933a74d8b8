import { ApiError, toast } from '@healing/platform';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSendContact } from '../api/send-contact';
import { CONTACT_TOASTS, isContactSubject } from '../contact-content';

export const EMPTY_CONTACT = { firstName: '', lastName: '', email: '', subject: '', message: '' };
export type ContactDraft = typeof EMPTY_CONTACT;
export type ContactField = keyof ContactDraft;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** How long the button says 'Message Sent!'. */
export const SENT_STATE_MS = 3000;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One readable message per missing or malformed field (SPEC.md section 5, Contact form). */
export function validateContact(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {};
  if (!draft.firstName.trim()) errors.firstName = 'Please enter your first name';
  if (!draft.lastName.trim()) errors.lastName = 'Please enter your last name';
  if (!draft.email.trim()) errors.email = 'Please enter your email address';
  else if (!EMAIL_SHAPE.test(draft.email.trim()))
    errors.email = 'Please enter a valid email address';
  if (!isContactSubject(draft.subject)) errors.subject = 'Please select a subject';
  if (!draft.message.trim()) errors.message = 'Please enter a message';
  return errors;
}

const FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'email', 'subject', 'message'];

function isContactField(value: string | undefined): value is ContactField {
  return FIELDS.includes(value as ContactField);
}

export function useContactForm(onInvalid: (field: ContactField) => void) {
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [isJustSent, setJustSent] = useState(false);
  const send = useSendContact();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function update(field: ContactField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const found = validateContact(draft);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    const { subject } = draft;
    if (first || !isContactSubject(subject)) {
      onInvalid(first ?? 'subject');
      return;
    }
    try {
      await send.mutateAsync({
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        email: draft.email.trim(),
        subject,
        message: draft.message.trim(),
      });
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      if (error instanceof ApiError && isContactField(error.field) && serverMessage) {
        setErrors({ [error.field]: serverMessage });
        onInvalid(error.field);
      }
      toast({
        title: CONTACT_TOASTS.failedTitle,
        description: serverMessage ?? CONTACT_TOASTS.failedFallback,
        variant: 'destructive',
      });
      return;
    }
    toast(CONTACT_TOASTS.sent);
    setDraft(EMPTY_CONTACT);
    setJustSent(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setJustSent(false), SENT_STATE_MS);
  }

  return { draft, errors, update, submit, isSending: send.isPending, isJustSent };
}
