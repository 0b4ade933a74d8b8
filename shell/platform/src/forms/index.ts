// '@healing/platform/forms': the shop's one way to build a form. A shared singleton of its own
// (shell/build-kit/src/shared.cjs), so react-hook-form, zod and the rules load with the first
// form a page shows.
export { useRuleForm, type RuleSchema, type RuleFormOptions } from './use-rule-form';
export { Controller, FormProvider, useController, useFormContext, useWatch } from 'react-hook-form';
export type {
  FieldErrors,
  FieldPath,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormReturn,
} from 'react-hook-form';
export {
  shippingAddressSchema,
  contactSchema,
  storySchema,
  quickMomentSchema,
  newsletterSchema,
  reviewSchema,
  productSchema,
  signInSchema,
  SIGN_IN_MESSAGES,
  PASSWORD_MAX_LENGTH,
  RULE_MESSAGES,
  QUICK_MOMENT_MAX_LENGTH,
  STORY_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_NAME_MAX_LENGTH,
  EMAIL_PATTERN,
  isPlainText,
  isSingleLine,
  type ShippingAddressValues,
  type ShippingAddress,
  type ContactValues,
  type StoryValues,
  type QuickMomentValues,
  type NewsletterValues,
  type ReviewValues,
  type ProductValues,
  type SignInValues,
} from '@healing/contracts';
