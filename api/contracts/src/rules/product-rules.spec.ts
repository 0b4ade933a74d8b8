import { ruleMessage } from './form-rules';
import { PRODUCT_MESSAGES, productSchema } from './product-rules';
import { REFUSED_PRODUCTS, VALID_PRODUCT } from './rule-examples';

describe('the product rules', () => {
  it('accept a real product, trimmed, with the largest and smallest prices', () => {
    expect(ruleMessage(productSchema, VALID_PRODUCT)).toBeNull();
    expect(
      productSchema.parse({ ...VALID_PRODUCT, name: '  Morning Journal ', price: ' 18.5 ' }),
    ).toMatchObject({ name: 'Morning Journal', price: '18.5', kind: 'journal' });
    for (const price of ['0.01', '1', '99999.99']) {
      expect(ruleMessage(productSchema, { ...VALID_PRODUCT, price })).toBeNull();
    }
  });

  it.each(REFUSED_PRODUCTS)('refuse a product $field of %j', ({ field, value, message }) => {
    expect(ruleMessage(productSchema, { ...VALID_PRODUCT, [field]: value })).toBe(message);
  });

  it('name every kind and collection when given one it does not know', () => {
    expect(PRODUCT_MESSAGES.kind).toBe(
      'Category must be one of: iron-on-patch, t-shirt, cap, infant-onesie, dog-tag, ' +
        'infant-bib, journal, coloring-book, candies, gift-box, jewelry, painting, book',
    );
    expect(PRODUCT_MESSAGES.collection).toBe(
      'Collection must be one of: inner-beauty, life-happens, love-is',
    );
  });

  it('refuse a product without its fields, each with its own message', () => {
    const result = productSchema.safeParse({});
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      PRODUCT_MESSAGES.nameText,
      PRODUCT_MESSAGES.descriptionText,
      PRODUCT_MESSAGES.price,
      PRODUCT_MESSAGES.kind,
      PRODUCT_MESSAGES.collection,
      PRODUCT_MESSAGES.inStock,
    ]);
  });
});
