/** Extra headers of one mail, name to value (`List-Unsubscribe`, say). */
export type MailHeaders = Record<string, string>;

/** A header name as RFC 5322 allows it (printable ASCII but the colon), kept short. */
const HEADER_NAME = /^[!-9;-~]{1,76}$/;

/** Headers the outbox sets itself from the row: a mail may not set them again. */
const RESERVED = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'message-id',
  'content-type',
  'content-transfer-encoding',
  'mime-version',
]);

/**
 * Throws for values that would break out of their line (CR or LF) or need encoding (they are
 * sent as they are: see mail-message.ts), names that are no header names, and headers the
 * outbox owns. A mail's headers come from the code, never from a shopper: this guards against
 * a programming error, before anything is stored.
 */
export function assertValidMailHeaders(headers: MailHeaders): void {
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name)) throw new Error(`Not a mail header name: "${name}"`);
    if (RESERVED.has(name.toLowerCase())) throw new Error(`The outbox sets ${name} itself`);
    if (typeof value !== 'string' || !/^[\x20-\x7e]{1,900}$/.test(value)) {
      throw new Error(`The value of the mail header ${name} must be one line of printable ASCII`);
    }
  }
}
