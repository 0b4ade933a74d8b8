// What each JSON endpoint takes, field by field, so that a mutated body can be classed as one
// the API must refuse (some field is invalid) or one it may accept.
// eslint-disable-next-line no-control-regex -- the control characters the API strips
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const clean = (/** @type {string} */ value) => value.replace(CONTROL, '').trim();
// The API's lengths (characterCount, @healing/contracts) and PostgreSQL's varchar count
// characters, not UTF-16 units.
const length = (/** @type {string} */ value) => [...value].length;
const SESSION = /^session_\d{10,16}_[A-Za-z0-9_-]{22,128}$/;

/**
 * A check answers true (valid), false (invalid) or null (cannot tell: the case may go either way).
 * @typedef {(value: unknown) => boolean | null} Check
 */

/**
 * A JSON endpoint: a body it accepts (`base`) and a check for each field.
 * @typedef {object} Endpoint
 * @property {string} name
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string>} [headers]
 * @property {Record<string, unknown>} base
 * @property {Record<string, { check: Check, required?: boolean, values?: unknown[] }>} fields
 *   `values`: more values to try in this field, beyond the hostile values every field gets
 * @property {boolean} [alwaysRefused]  even `base` is refused
 */

/** @type {Check} */
const session = (v) => typeof v === 'string' && SESSION.test(v);
/** @type {(min: number, max: number) => Check} */
const int = (min, max) => (v) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
/** @type {Check} */
const bool = (v) => typeof v === 'boolean';
/** @type {(values: string[]) => Check} */
const oneOf = (values) => (v) => typeof v === 'string' && values.includes(v);
/** @type {(max: number, min?: number) => Check} */
const text =
  (max, min = 1) =>
  (v) =>
    typeof v === 'string' && length(clean(v)) >= min && length(clean(v)) <= max;
/** @type {Check} */
const email = (v) => {
  if (typeof v !== 'string' || !v.includes('@') || v.length > 254) return false;
  return /^[a-z0-9._+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(clean(v)) ? true : null;
};
const anything = () => true;
/** @type {Check} */
const emptyObject = (v) =>
  v !== null && typeof v === 'object'
    ? Array.isArray(v)
      ? v.length === 0
        ? null
        : false
      : Object.keys(v).length === 0
    : false;
/** Ids that name nothing: negative, zero, fractional, past PostgreSQL's integer, huge. */
const ODD_IDS = [-1, 0, -2147483648, 2.5, 2147483647, 2147483648, 2 ** 53, 1e20, -0.0];

const STORY_CATEGORIES = ['breakthrough', 'relationship', 'self-love', 'loss', 'growth'];
const SUBJECTS = ['general', 'order', 'partnership', 'feedback', 'wholesale', 'other'];

/**
 * `required`: missing (or null) is invalid. Nested fields are written `parent.child`.
 * @param {import('./fixtures.mjs').Fixtures} f
 * @returns {Endpoint[]}
 */
export function endpoints(f) {
  const admin = { authorization: `Bearer ${f.adminToken}` };
  return [
    {
      // Sold in one size: no variantId, as the site sends it, or its one variant's id.
      name: 'POST /api/cart (product)',
      method: 'POST',
      path: '/api/cart',
      base: { sessionId: f.sessionId, productId: f.productId, quantity: 1 },
      fields: {
        sessionId: { check: session, required: true },
        productId: {
          check: (v) => (v === f.productId ? true : int(1, 2 ** 31 - 1)(v) ? null : false),
          required: true,
        },
        variantId: {
          check: (v) => v === f.variantId,
          values: [f.variantId, f.sizedVariantId, f.otherSizedVariantId, ...ODD_IDS],
        },
        quantity: { check: int(1, 99) },
      },
    },
    {
      // A sized product: variantId is required ("Please choose a size.") and must be one of its own.
      name: 'POST /api/cart (sized product)',
      method: 'POST',
      path: '/api/cart',
      base: {
        sessionId: f.sessionId,
        productId: f.sizedProductId,
        variantId: f.sizedVariantId,
        quantity: 1,
      },
      fields: {
        sessionId: { check: session, required: true },
        productId: {
          check: (v) => (v === f.sizedProductId ? true : int(1, 2 ** 31 - 1)(v) ? null : false),
          required: true,
        },
        variantId: {
          check: (v) => f.sizedVariantIds.includes(/** @type {number} */ (v)),
          required: true,
          values: [f.variantId, f.otherSizedVariantId, String(f.sizedVariantId), ...ODD_IDS],
        },
        quantity: { check: int(1, 99) },
      },
    },
    {
      name: 'POST /api/cart (custom design)',
      method: 'POST',
      path: '/api/cart',
      base: {
        sessionId: f.sessionId,
        quantity: 1,
        isCustomDesign: true,
        customDesignData: {
          productType: 'tshirts',
          category: 'love-is',
          customText: 'Be gentle',
          fontSize: 'medium',
          textColor: '#D14D72',
          templateId: 'li-love2',
          size: 'M',
        },
        customProductName: 'Custom tshirts - love-is',
        customPrice: '25.00',
      },
      fields: {
        sessionId: { check: session, required: true },
        quantity: { check: int(1, 99) },
        customDesignData: {
          check: (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? null : false),
          required: true,
        },
        // The base design has a size, which only a T-shirt takes: any other type is refused.
        'customDesignData.productType': { check: oneOf(['tshirts']), required: true },
        'customDesignData.size': {
          check: oneOf(['XS', 'S', 'M', 'L', 'XL', 'XXL']),
          required: true,
        },
        'customDesignData.category': {
          check: oneOf(['inner-beauty', 'life-happens', 'love-is']),
          required: true,
        },
        'customDesignData.customText': {
          check: (v) => (typeof v === 'string' && length(clean(v)) <= 60 ? null : false),
        },
        'customDesignData.fontSize': { check: oneOf(['small', 'medium', 'large', 'extra-large']) },
        'customDesignData.textColor': {
          check: (v) => typeof v === 'string' && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(v),
        },
        'customDesignData.uploadId': { check: (v) => (v === undefined ? true : false) },
        'customDesignData.templateId': { check: (v) => (typeof v === 'string' ? null : false) },
        customProductName: {
          check: (v) => (typeof v === 'string' && length(v) <= 200 ? null : false),
        },
        customPrice: { check: (v) => typeof v === 'string' },
      },
    },
    {
      name: 'PUT /api/cart/:itemId',
      method: 'PUT',
      path: `/api/cart/${f.itemId}`,
      headers: { 'x-session-id': f.sessionId },
      base: { quantity: 2 },
      fields: { quantity: { check: int(1, 99), required: true } },
    },
    {
      name: 'PUT /api/cart/:sessionId/promo',
      method: 'PUT',
      path: `/api/cart/${f.sessionId}/promo`,
      base: { code: 'HEALING10' },
      fields: { code: { check: (v) => typeof v === 'string' && length(v) <= 40, required: true } },
    },
    {
      // The session's cart is empty: even a valid body is refused, and nothing is ever stored.
      name: 'POST /api/checkout',
      method: 'POST',
      path: '/api/checkout',
      base: {
        sessionId: f.emptySessionId,
        email: 'maya@example.com',
        firstName: 'Maya',
        lastName: 'Rivers',
        address: '12 Willow Lane',
        city: 'Portland',
        state: 'OR',
        zipCode: '97201',
        phone: '(503) 555-0100',
        promoCode: null,
        paymentMethod: 'card',
      },
      alwaysRefused: true,
      fields: Object.fromEntries(
        [
          'sessionId',
          'email',
          'firstName',
          'lastName',
          'address',
          'city',
          'state',
          'zipCode',
          'phone',
          'promoCode',
          'paymentMethod',
          'subtotal',
          'total',
          'status',
        ].map((name) => [name, { check: anything }]),
      ),
    },
    {
      // The buyer's own order, not delivered: every review of it is refused, nothing stored.
      name: 'POST /api/reviews (order not delivered)',
      method: 'POST',
      path: '/api/reviews',
      headers: { 'x-session-id': f.buyerSessionId },
      base: {
        orderId: f.orderId,
        productId: f.productId,
        rating: 5,
        text: 'Soft and kind.',
        name: 'Maya',
      },
      alwaysRefused: true,
      fields: Object.fromEntries(
        ['orderId', 'productId', 'rating', 'text', 'name'].map((name) => [
          name,
          { check: anything },
        ]),
      ),
    },
    {
      // The owner (the automation token): one variant's stock.
      name: 'PUT /api/admin/products/variants/:variantId/stock',
      method: 'PUT',
      path: `/api/admin/products/variants/${f.variantId}/stock`,
      headers: admin,
      base: { stock: 30 },
      fields: {
        stock: { check: int(0, 100_000), required: true, values: [100_001, 2 ** 31, 1e6, -0.5] },
      },
    },
    {
      // The owner: the one-size product's options (none) and its one variant, kept by its id.
      name: 'PUT /api/admin/products/:id/variants',
      method: 'PUT',
      path: `/api/admin/products/${f.productId}/variants`,
      headers: admin,
      base: {
        options: [],
        variants: [{ id: f.variantId, options: {}, sku: null, price: null, stock: 30 }],
      },
      fields: {
        options: {
          check: (v) => (Array.isArray(v) ? (v.length === 0 ? true : null) : false),
          required: true,
        },
        variants: {
          check: (v) => (Array.isArray(v) && v.length > 0 ? null : false),
          required: true,
        },
        // Another product's variant, or one that does not exist, is refused; none adds a new one.
        'variants.0.id': {
          check: (v) => (v === undefined || v === f.variantId ? true : false),
          values: [f.sizedVariantId, f.otherSizedVariantId, ...ODD_IDS],
        },
        // A product without options: its variant names no option.
        'variants.0.options': {
          check: emptyObject,
          required: true,
          values: [{ Size: 'M' }, { '': '' }],
        },
        // Printable ASCII that is not a SKU is refused; other text may be cleaned to one.
        'variants.0.sku': {
          check: (v) =>
            typeof v !== 'string'
              ? false
              : /^[A-Za-z0-9._-]{0,64}$/.test(clean(v))
                ? null
                : /^[\x20-\x7e]*$/.test(clean(v))
                  ? false
                  : null,
          values: ['DRILL-SKU-1', 'a'.repeat(65), 'with space'],
        },
        'variants.0.price': {
          check: (v) => (typeof v === 'string' ? null : false),
          values: ['0.00', '-1.00', '100000.00', '12.345', '24.99'],
        },
        'variants.0.stock': {
          check: int(0, 100_000),
          required: true,
          values: [100_001, 2 ** 31, -0.5],
        },
      },
    },
    {
      name: 'POST /api/healing-moments',
      method: 'POST',
      path: '/api/healing-moments',
      base: {
        name: 'Maya',
        story: 'A story about a calm afternoon.',
        category: 'growth',
        isAnonymous: false,
        emotionBefore: 'tense',
        emotionAfter: 'calm',
      },
      fields: {
        name: { check: text(100), required: true },
        story: { check: text(5000), required: true },
        category: { check: oneOf(STORY_CATEGORIES), required: true },
        isAnonymous: { check: bool },
        emotionBefore: {
          check: (v) => v === '' || text(100)(v) || (typeof v === 'string' && clean(v) === ''),
        },
        emotionAfter: {
          check: (v) => v === '' || text(100)(v) || (typeof v === 'string' && clean(v) === ''),
        },
      },
    },
    {
      name: 'POST /api/newsletter',
      method: 'POST',
      path: '/api/newsletter',
      base: { email: 'hostile-base@example.com' },
      fields: { email: { check: email, required: true } },
    },
    {
      name: 'POST /api/contact',
      method: 'POST',
      path: '/api/contact',
      base: {
        firstName: 'Maya',
        lastName: 'Rivers',
        email: 'maya@example.com',
        subject: 'general',
        message: 'Hello there, a question about my order.',
      },
      fields: {
        firstName: { check: text(100), required: true },
        lastName: { check: text(100), required: true },
        email: { check: email, required: true },
        subject: {
          check: (v) => typeof v === 'string' && SUBJECTS.includes(clean(v)),
          required: true,
        },
        message: { check: text(5000), required: true },
      },
    },
  ];
}
