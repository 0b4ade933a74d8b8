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
  productSchema,
  RULE_MESSAGES,
  QUICK_MOMENT_MAX_LENGTH,
  STORY_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  EMAIL_PATTERN,
  isPlainText,
  isSingleLine,
  customDesignName,
  DESIGN_PRODUCT_NAMES,
  type ShippingAddressValues,
  type ShippingAddress,
  type ContactValues,
  type StoryValues,
  type QuickMomentValues,
  type NewsletterValues,
  type ProductValues,
} from 'api/src/rules';
