// The double opt-in's limits: how long a confirmation link works, and how many confirmation
// mails one address can be sent however often anyone signs it up.

/**
 * A confirmation link works for a week after its mail. A sign-up whose newest link has expired
 * is removed by the cleanup, and signing the address up again starts over.
 */
export const CONFIRMATION_LINK_DAYS = 7;
export const CONFIRMATION_LINK_MS = CONFIRMATION_LINK_DAYS * 24 * 60 * 60_000;

/**
 * A sign-up asked for again while it waits gets one more confirmation mail (a new link; the
 * older one stops working), but not within 10 minutes of the last and never more than three
 * in all: at most three mails a week reach an address that never confirms.
 */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60_000;
export const MAX_CONFIRMATION_MAILS = 3;
