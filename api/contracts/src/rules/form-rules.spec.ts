import {
  contactSchema,
  newsletterSchema,
  quickMomentSchema,
  RULE_MESSAGES,
  ruleMessage,
  shippingAddressSchema,
  storySchema,
} from './form-rules';
import {
  REFUSED_CONTACTS,
  REFUSED_SHIPPING_ADDRESSES,
  REFUSED_STORIES,
  VALID_CONTACT,
  VALID_SHIPPING_ADDRESS,
  VALID_STORY,
} from './rule-examples';
import { isPlainText, withoutHiddenCharacters } from './text-rules';

describe('the forms rules', () => {
  it.each([
    ['shipping address', shippingAddressSchema, VALID_SHIPPING_ADDRESS],
    ['contact', contactSchema, VALID_CONTACT],
    ['story', storySchema, VALID_STORY],
  ] as const)('accept a real %s', (_name, schema, value) => {
    expect(ruleMessage(schema, value)).toBeNull();
  });

  it.each(REFUSED_SHIPPING_ADDRESSES)(
    'refuse a shipping $field of %j',
    ({ field, value, message }) => {
      expect(
        ruleMessage(shippingAddressSchema, { ...VALID_SHIPPING_ADDRESS, [field]: value }),
      ).toBe(message);
    },
  );

  it.each(REFUSED_CONTACTS)('refuse a contact $field of %j', ({ field, value, message }) => {
    expect(ruleMessage(contactSchema, { ...VALID_CONTACT, [field]: value })).toBe(message);
  });

  it.each(REFUSED_STORIES)('refuse a story $field of %j', ({ field, value, message }) => {
    expect(ruleMessage(storySchema, { ...VALID_STORY, [field]: value })).toBe(message);
  });

  it('trim what they keep and upper-case the state', () => {
    const parsed = shippingAddressSchema.parse({
      ...VALID_SHIPPING_ADDRESS,
      email: '  maya@example.com ',
      state: 'or',
    });
    expect(parsed).toMatchObject({ email: 'maya@example.com', state: 'OR' });
  });

  it('take a quick moment of 280 characters, not 281, and not an empty one', () => {
    expect(ruleMessage(quickMomentSchema, { story: 'x'.repeat(280) })).toBeNull();
    expect(ruleMessage(quickMomentSchema, { story: 'x'.repeat(281) })).toBe(
      'Your moment must be at most 280 characters',
    );
    expect(ruleMessage(quickMomentSchema, { story: '  ' })).toBe(RULE_MESSAGES.quickMoment);
  });

  it("refuse the newsletter's a@b..com with SPEC.md's sentence", () => {
    expect(ruleMessage(newsletterSchema, { email: 'a@b..com' })).toBe(
      'Please enter a valid email address.',
    );
  });

  it('make an older story acceptable by removing what they refuse, keeping its words and lines', () => {
    const older = `Sa\u202Erah's\u0090 story\r\nH${'\u0336'.repeat(60)}ello \u0007there`;
    const cleaned = withoutHiddenCharacters(older);
    expect(cleaned).toBe(`Sarah's story\nH${'\u0336'.repeat(4)}ello there`);
    expect(isPlainText(cleaned)).toBe(true);
    expect(withoutHiddenCharacters(VALID_STORY.story)).toBe(VALID_STORY.story);
  });
});
