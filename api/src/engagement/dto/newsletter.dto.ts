import { FollowsRule, NormaliseText } from '../../common/follows-rule';
import type { NewsletterRequest } from '@healing/contracts';
import { newsletterSchema, RULE_MESSAGES } from '@healing/contracts';

export const INVALID_NEWSLETTER_EMAIL = RULE_MESSAGES.newsletterEmail;

/** The e-mail follows the shared rule (api/src/rules/form-rules.ts) the sign-up block uses. */
export class NewsletterDto implements NewsletterRequest {
  @NormaliseText()
  @FollowsRule(newsletterSchema.shape.email)
  email!: string;
}
