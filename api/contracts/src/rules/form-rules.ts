// The rules of the shop's forms, with SPEC.md's messages word for word, defined once: the remotes'
// forms validate with these schemas (react-hook-form through the platform), and the API's DTOs
// are made from the same schemas (createSchemaDto), so the browser and the server never disagree
// about what is valid.
import * as z from 'zod/mini';
import { STORY_CATEGORIES, type StoryCategory } from '../store/community';
import { CONTACT_SUBJECTS } from '../store/engagement';
import { US_STATE_CODES } from '../store/orders';
import { ORDER_LINK_TOKEN_PATTERN } from '../store/order-words';
import {
  MAX_REVIEW_RATING,
  MIN_REVIEW_RATING,
  REVIEW_NAME_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
} from '../store/reviews';
import { wholeNumberBetween } from './query-rules';
import {
  ADDRESS_LINE_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PERSON_NAME_PATTERN,
  PHONE_PATTERN,
  ZIP_CODE_PATTERN,
  isPlainText,
  isSingleLine,
} from './text-rules';

export const RULE_MESSAGES = {
  email: 'Please enter a valid email address',
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  address: 'Please enter a complete address',
  city: 'Please enter a city',
  state: 'Please select a state',
  zipCode: 'Please enter a valid ZIP code',
  phone: 'Please enter a valid phone number (7 to 20 digits, spaces or + ( ) - .)',
  nameLetters: 'Names can only hold letters, spaces, hyphens, apostrophes and periods',
  addressCharacters: 'Please write the address on one line, with letters, numbers and , . # / -',
  cityLetters: 'Please enter a city with letters only',
  contactFirstName: 'Please enter your first name',
  contactLastName: 'Please enter your last name',
  subject: 'Please select a subject',
  message: 'Please enter a message',
  plainText: 'Please use plain text: this holds characters we cannot show',
  singleLine: 'Please keep this on one line, without hidden characters',
  requiredFields: 'Please fill in all required fields',
  category: `Please choose a category: ${STORY_CATEGORIES.join(', ')}`,
  quickMoment: 'Please share your moment',
  newsletterEmail: 'Please enter a valid email address.',
  reviewRating: 'Please choose a rating from 1 to 5 stars',
  reviewText: 'Please write a few words about it',
  reviewName: 'Please enter the name to show with your review',
  reviewOrder: 'orderId must be the number of your order (a positive whole number)',
  reviewOrderLink:
    "This review link is not complete. Please open it from your order's e-mail again.",
  reviewProduct: 'productId must be the id of a product (a positive whole number)',
} as const;

export const QUICK_MOMENT_MAX_LENGTH = 280;
export const STORY_MAX_LENGTH = 5000;
export const MESSAGE_MAX_LENGTH = 5000;

const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters`;

/**
 * A text field: trimmed, then the checks, each message its own. A missing value gets the
 * `required` message; a value of another type (a number, a list) gets `notText`.
 */
function text(required: string | Typed, ...checks: z.core.$ZodCheck<string>[]) {
  const { missing, notText } =
    typeof required === 'string' ? { missing: required, notText: required } : required;
  return z
    .string({ error: (issue) => (issue.input == null ? missing : notText) })
    .check(z.trim(), ...checks);
}

interface Typed {
  missing: string;
  notText: string;
}

function email(message: string) {
  return text(message, z.maxLength(EMAIL_MAX_LENGTH, message), z.regex(EMAIL_PATTERN, message));
}

function personName(required: string, what: string, minLength: number) {
  return text(
    required,
    z.minLength(minLength, required),
    z.maxLength(100, tooLong(what, 100)),
    z.refine(isSingleLine, RULE_MESSAGES.singleLine),
    z.regex(PERSON_NAME_PATTERN, RULE_MESSAGES.nameLetters),
  );
}

function oneOf<T extends string>(values: readonly T[], message: string): z.ZodMiniType<T, string> {
  // The refinement proves the output is one of `values`; zod's types cannot see that.
  return z.string({ error: message }).check(
    z.trim(),
    z.refine((value) => (values as readonly string[]).includes(value), message),
  ) as unknown as z.ZodMiniType<T, string>;
}

/** Checkout's shipping address (SPEC.md section 5, the single-page form's messages). */
export const shippingAddressSchema = z.object({
  email: email(RULE_MESSAGES.email),
  firstName: personName(RULE_MESSAGES.firstName, 'First name', 2),
  lastName: personName(RULE_MESSAGES.lastName, 'Last name', 2),
  address: text(
    RULE_MESSAGES.address,
    z.minLength(5, RULE_MESSAGES.address),
    z.maxLength(200, tooLong('The address', 200)),
    z.refine(isSingleLine, RULE_MESSAGES.addressCharacters),
    z.regex(ADDRESS_LINE_PATTERN, RULE_MESSAGES.addressCharacters),
  ),
  city: text(
    RULE_MESSAGES.city,
    z.minLength(2, RULE_MESSAGES.city),
    z.maxLength(100, tooLong('The city', 100)),
    z.refine(isSingleLine, RULE_MESSAGES.cityLetters),
    z.regex(PERSON_NAME_PATTERN, RULE_MESSAGES.cityLetters),
  ),
  state: z.string({ error: RULE_MESSAGES.state }).check(
    z.trim(),
    z.toUpperCase(),
    z.refine((code) => (US_STATE_CODES as readonly string[]).includes(code), RULE_MESSAGES.state),
  ),
  zipCode: text(RULE_MESSAGES.zipCode, z.regex(ZIP_CODE_PATTERN, RULE_MESSAGES.zipCode)),
  /** Optional: blank is "not given". */
  phone: z.optional(
    z.nullable(
      text(
        RULE_MESSAGES.phone,
        z.refine((phone) => phone === '' || PHONE_PATTERN.test(phone), RULE_MESSAGES.phone),
      ),
    ),
  ),
});

export const contactSchema = z.object({
  firstName: personName(RULE_MESSAGES.contactFirstName, 'First name', 1),
  lastName: personName(RULE_MESSAGES.contactLastName, 'Last name', 1),
  email: email(RULE_MESSAGES.email),
  subject: oneOf(CONTACT_SUBJECTS, RULE_MESSAGES.subject),
  message: text(
    RULE_MESSAGES.message,
    z.minLength(1, RULE_MESSAGES.message),
    z.maxLength(MESSAGE_MAX_LENGTH, tooLong('Your message', MESSAGE_MAX_LENGTH)),
    z.refine(isPlainText, RULE_MESSAGES.plainText),
  ),
});

function optionalLine(what: string) {
  return z.optional(
    z.nullable(
      text(
        { missing: RULE_MESSAGES.singleLine, notText: `${what} must be text` },
        z.maxLength(100, tooLong(what, 100)),
        z.refine(isSingleLine, RULE_MESSAGES.singleLine),
      ),
    ),
  );
}

/** The detailed story form (and the home page's share form, which sends the same story). */
export const storySchema = z.object({
  name: text(
    { missing: RULE_MESSAGES.requiredFields, notText: 'Your name must be text' },
    z.minLength(1, RULE_MESSAGES.requiredFields),
    z.maxLength(100, tooLong('Your name', 100)),
    z.refine(isSingleLine, RULE_MESSAGES.singleLine),
  ),
  story: text(
    { missing: RULE_MESSAGES.requiredFields, notText: 'Your story must be text' },
    z.minLength(1, RULE_MESSAGES.requiredFields),
    z.maxLength(STORY_MAX_LENGTH, tooLong('Your story', STORY_MAX_LENGTH)),
    z.refine(isPlainText, RULE_MESSAGES.plainText),
  ),
  // The refinement proves the output is a StoryCategory; zod's types cannot see that.
  category: z.string({ error: RULE_MESSAGES.requiredFields }).check(
    z.minLength(1, RULE_MESSAGES.requiredFields),
    z.refine(
      (category) => category === '' || (STORY_CATEGORIES as readonly string[]).includes(category),
      RULE_MESSAGES.category,
    ),
  ) as unknown as z.ZodMiniType<StoryCategory, string>,
  isAnonymous: z.optional(z.boolean({ error: 'isAnonymous must be true or false' })),
  emotionBefore: optionalLine('Emotion before'),
  emotionAfter: optionalLine('Emotion after'),
});

/** The quick form and the home page's share form; an empty name shares anonymously. */
export const quickMomentSchema = z.object({
  name: optionalLine('Your name'),
  story: text(
    RULE_MESSAGES.quickMoment,
    z.minLength(1, RULE_MESSAGES.quickMoment),
    z.maxLength(QUICK_MOMENT_MAX_LENGTH, tooLong('Your moment', QUICK_MOMENT_MAX_LENGTH)),
    z.refine(isPlainText, RULE_MESSAGES.plainText),
  ),
});

/** PostgreSQL's integer: ids beyond it name nothing. */
const MAX_ID = 2_147_483_647;

/**
 * A review of one product of one delivered order (`POST /api/reviews`, with the X-Session-Id
 * that placed the order): stars, a short text and the name to show.
 */
export const reviewSchema = z.object({
  orderId: wholeNumberBetween(RULE_MESSAGES.reviewOrder, 1, MAX_ID),
  /**
   * The token of the order's personal link (the delivery e-mail's review links carry it): with
   * it, any browser may review the order's products; without it, the session that placed it.
   */
  orderLink: z.optional(
    z
      .string({ error: RULE_MESSAGES.reviewOrderLink })
      .check(z.regex(ORDER_LINK_TOKEN_PATTERN, RULE_MESSAGES.reviewOrderLink)),
  ),
  productId: wholeNumberBetween(RULE_MESSAGES.reviewProduct, 1, MAX_ID),
  rating: wholeNumberBetween(RULE_MESSAGES.reviewRating, MIN_REVIEW_RATING, MAX_REVIEW_RATING),
  text: text(
    { missing: RULE_MESSAGES.reviewText, notText: 'Your review must be text' },
    z.minLength(1, RULE_MESSAGES.reviewText),
    z.maxLength(REVIEW_TEXT_MAX_LENGTH, tooLong('Your review', REVIEW_TEXT_MAX_LENGTH)),
    z.refine(isPlainText, RULE_MESSAGES.plainText),
  ),
  name: text(
    { missing: RULE_MESSAGES.reviewName, notText: 'Your name must be text' },
    z.minLength(1, RULE_MESSAGES.reviewName),
    z.maxLength(REVIEW_NAME_MAX_LENGTH, tooLong('Your name', REVIEW_NAME_MAX_LENGTH)),
    z.refine(isSingleLine, RULE_MESSAGES.singleLine),
  ),
});

export const newsletterSchema = z.object({
  email: email(RULE_MESSAGES.newsletterEmail),
});

export type ShippingAddressValues = z.input<typeof shippingAddressSchema>;
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
export type ContactValues = z.input<typeof contactSchema>;
export type StoryValues = z.input<typeof storySchema>;
export type QuickMomentValues = z.input<typeof quickMomentSchema>;
export type NewsletterValues = z.input<typeof newsletterSchema>;
export type ReviewValues = z.input<typeof reviewSchema>;
export type CreateReviewRequest = z.input<typeof reviewSchema>;

/** The first message a value gets from a schema, or null when it passes. */
export function ruleMessage(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
}
