import { newsletterSchema, RULE_MESSAGES } from '@healing/contracts';
import { prepareFields } from '../../common/prepare-fields';
import { createSchemaDto } from '../../common/schema-dto';

export const INVALID_NEWSLETTER_EMAIL = RULE_MESSAGES.newsletterEmail;

/** The sign-up block's own schema (@healing/contracts' form rules). */
export class NewsletterDto extends createSchemaDto(newsletterSchema, {
  prepare: prepareFields({ text: ['email'] }),
}) {}
