// The back office's e-mail previews (`/api/admin/emails`): every e-mail the shop sends, rendered
// with sample data as the shopper (or the owner) receives it, as HTML and as plain text.
import * as z from 'zod/mini';

/** A template's name in the path: the mail's kind, such as `order-shipped`. */
export const MAIL_TEMPLATE_ID_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
export const MAIL_TEMPLATE_NOT_FOUND = 'E-mail template not found';
const TEMPLATE_ID_MESSAGE =
  'template must be the name of an e-mail template, such as order-shipped';

/** Who receives an e-mail: a shopper (or newsletter reader), or the shop's owner. */
export const MAIL_AUDIENCES = ['shopper', 'owner'] as const;
export type MailAudience = (typeof MAIL_AUDIENCES)[number];

/** One template as the list shows it. */
export const adminMailTemplateSchema = z.object({
  /** The mail's kind, as the outbox stores it: `order-shipped`. */
  id: z.string(),
  /** "Order shipped". */
  name: z.string(),
  /** When the shop sends it. */
  description: z.string(),
  audience: z.enum(MAIL_AUDIENCES),
  /** The subject line with the sample data. */
  subject: z.string(),
});
export type AdminMailTemplateDto = z.output<typeof adminMailTemplateSchema>;

/** The answer to `GET /api/admin/emails`: every template, in the order of a shopper's journey. */
export const adminMailTemplatesSchema = z.object({
  templates: z.array(adminMailTemplateSchema),
});
export type AdminMailTemplatesDto = z.output<typeof adminMailTemplatesSchema>;

/** `GET /api/admin/emails/:template`. */
export const mailPreviewParamsSchema = z.object({
  template: z
    .string({ error: TEMPLATE_ID_MESSAGE })
    .check(z.regex(MAIL_TEMPLATE_ID_PATTERN, TEMPLATE_ID_MESSAGE)),
});
export type MailPreviewParams = z.input<typeof mailPreviewParamsSchema>;

/** One template rendered with its sample data: the whole HTML document and its text. */
export const adminMailPreviewSchema = z.extend(adminMailTemplateSchema, {
  /** The sample recipient. */
  to: z.string(),
  /** A whole HTML document (show it in a sandboxed frame: it is a mail, not part of the page). */
  html: z.string(),
  /** The plain-text alternative sent with it. */
  text: z.string(),
});
export type AdminMailPreviewDto = z.output<typeof adminMailPreviewSchema>;
