import { FollowsRule, NormaliseText } from '../../common/follows-rule';
import type { ContactRequest, ContactSubject } from '@healing/contracts';
import { contactSchema } from '@healing/contracts';

const rules = contactSchema.shape;

/** Every field follows the shared rules (api/src/rules/form-rules.ts) the contact form uses. */
export class ContactDto implements ContactRequest {
  @NormaliseText()
  @FollowsRule(rules.firstName)
  firstName!: string;

  @NormaliseText()
  @FollowsRule(rules.lastName)
  lastName!: string;

  @NormaliseText()
  @FollowsRule(rules.email)
  email!: string;

  @NormaliseText()
  @FollowsRule(rules.subject)
  subject!: ContactSubject;

  @NormaliseText()
  @FollowsRule(rules.message)
  message!: string;
}
