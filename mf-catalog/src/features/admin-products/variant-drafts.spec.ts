import type { AdminVariantsDto } from './api/admin-products-api';
import { checkDraft, errorField } from './variant-checks';
import {
  draftFrom,
  newKey,
  type OptionDraft,
  regenerate,
  removedVariants,
  rowLabel,
  toRequest,
  type VariantsDraft,
} from './variant-drafts';

const stored: AdminVariantsDto = {
  productId: 7,
  options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
  variants: [
    { id: 70, label: 'S', options: { Size: 'S' }, sku: 'TEE-S', price: null, stock: 4 },
    { id: 71, label: 'M', options: { Size: 'M' }, sku: 'TEE-M', price: '28.50', stock: 9 },
    { id: 72, label: 'L', options: { Size: 'L' }, sku: null, price: null, stock: 0 },
  ],
};

function labels(draft: VariantsDraft) {
  return draft.rows.map((row) => rowLabel(draft.options, row));
}

function withOptions(draft: VariantsDraft, options: OptionDraft[]): VariantsDraft {
  return { options, rows: regenerate(options, draft.rows) };
}

function values(...texts: string[]) {
  return texts.map((text) => ({ key: newKey('v'), text }));
}

describe('the variants a product’s options make', () => {
  it('starts from what is stored, and sends it back unchanged', () => {
    const draft = draftFrom(stored);
    expect(labels(draft)).toEqual(['S', 'M', 'L']);
    expect(toRequest(draft)).toEqual({
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variants: [
        { id: 70, options: { Size: 'S' }, sku: 'TEE-S', price: null, stock: 4 },
        { id: 71, options: { Size: 'M' }, sku: 'TEE-M', price: '28.50', stock: 9 },
        { id: 72, options: { Size: 'L' }, sku: null, price: null, stock: 0 },
      ],
    });
  });

  it('keeps each row’s stock, SKU and price through a value renamed, reordered or added', () => {
    const draft = draftFrom(stored);
    const [size] = draft.options;
    const [s, m, l] = size.values;
    const next = withOptions(draft, [
      { ...size, values: [l, { ...m, text: 'Medium' }, s, ...values('XL')] },
    ]);
    expect(labels(next)).toEqual(['L', 'Medium', 'S', 'XL']);
    expect(toRequest(next).variants).toEqual([
      { id: 72, options: { Size: 'L' }, sku: null, price: null, stock: 0 },
      { id: 71, options: { Size: 'Medium' }, sku: 'TEE-M', price: '28.50', stock: 9 },
      { id: 70, options: { Size: 'S' }, sku: 'TEE-S', price: null, stock: 4 },
      { options: { Size: 'XL' }, sku: null, price: null, stock: 0 },
    ]);
  });

  it('drops only the rows of a value removed, and says which stored ones go', () => {
    const draft = draftFrom(stored);
    const [size] = draft.options;
    const next = withOptions(draft, [
      { ...size, values: size.values.filter((v) => v.text !== 'M') },
    ]);
    expect(next.rows.map((row) => row.id)).toEqual([70, 72]);
    expect(removedVariants(stored, next.rows).map((variant) => variant.label)).toEqual(['M']);
  });

  it('gives a new colour one row per size, the stored row going on with the first colour', () => {
    const draft = draftFrom(stored);
    const colour = { key: newKey('o'), name: 'Colour', values: values('Rose', 'Sage') };
    const next = withOptions(draft, [...draft.options, colour]);
    expect(labels(next)).toEqual([
      'S / Rose',
      'S / Sage',
      'M / Rose',
      'M / Sage',
      'L / Rose',
      'L / Sage',
    ]);
    expect(next.rows.map((row) => [row.id, row.stock, row.sku])).toEqual([
      [70, '4', 'TEE-S'],
      [undefined, '0', ''],
      [71, '9', 'TEE-M'],
      [undefined, '0', ''],
      [72, '0', ''],
      [undefined, '0', ''],
    ]);
    // Removing the colour again finds each size's own row.
    const back = withOptions(next, draft.options);
    expect(back.rows.map((row) => row.id)).toEqual([70, 71, 72]);
  });

  it('is one "One size" row without options, keeping the first stored one', () => {
    const draft = withOptions(draftFrom(stored), []);
    expect(labels(draft)).toEqual(['One size']);
    expect(toRequest(draft)).toEqual({
      options: [],
      variants: [{ id: 70, options: {}, sku: 'TEE-S', price: null, stock: 4 }],
    });
  });

  it('gives a one-size cap its sizes: S, M and L, each a new row', () => {
    const cap: AdminVariantsDto = {
      productId: 8,
      options: [],
      variants: [{ id: 80, label: 'One size', options: {}, sku: 'CAP', price: null, stock: 25 }],
    };
    const draft = draftFrom(cap);
    const size = { key: newKey('o'), name: 'Size', values: values('S', 'M', 'L') };
    const next = withOptions(draft, [size]);
    expect(labels(next)).toEqual(['S', 'M', 'L']);
    expect(next.rows.map((row) => row.id)).toEqual([80, undefined, undefined]);
  });
});

describe('the editor’s checks, in the API’s words and fields', () => {
  function draftWith(options: OptionDraft[], change: Partial<VariantsDraft['rows'][0]> = {}) {
    const rows = regenerate(options, []).map((row) => ({ ...row, stock: '1', ...change }));
    return { options, rows };
  }
  const size = (...texts: string[]) => ({
    key: newKey('o'),
    name: 'Size',
    values: values(...texts),
  });

  it('passes what the API accepts', () => {
    expect(checkDraft(draftWith([size('S')], { price: '24.5', sku: 'A-1.b_2' }))).toEqual({});
    expect(checkDraft(draftWith([size('S', 'M', 'L')], { price: '99999.99' }))).toEqual({});
    expect(checkDraft(draftWith([]))).toEqual({});
  });

  it('names an empty option name, a repeated one, and a value there twice in any case', () => {
    expect(checkDraft(draftWith([{ ...size('S'), name: '  ' }]))).toEqual({
      'options.0.name': 'An option name must be 1 to 30 characters, like Size',
    });
    expect(checkDraft(draftWith([size('S'), { ...size('M'), name: 'size' }]))).toEqual({
      'options.1.name': 'Each option needs its own name: "size" is there twice.',
    });
    expect(checkDraft(draftWith([size('S', 'M', 'm')]))).toEqual({
      'options.0.values.2': 'A value of Size is there twice.',
    });
    expect(checkDraft(draftWith([size('S', ' ')]))['options.0.values.1']).toBe(
      'An option value must be 1 to 30 characters, like M',
    );
    expect(checkDraft(draftWith([size()]))).toEqual({
      'options.0.values': 'An option has 1 to 30 values',
    });
  });

  it('refuses more combinations than a product may have', () => {
    const many = (name: string, count: number) => ({
      key: newKey('o'),
      name,
      values: values(...Array.from({ length: count }, (_, i) => `${name}${i}`)),
    });
    expect(checkDraft({ options: [many('Size', 30), many('Colour', 17)], rows: [] })).toEqual({
      variants: 'A product has at most 500 variants: fewer options or values, please',
    });
  });

  it('names a row’s stock, price and SKU', () => {
    const stockMessage = 'Stock must be a whole number from 0 to 100000';
    for (const stock of ['-1', '1.5', '', 'ten', '100001']) {
      expect(checkDraft(draftWith([size('S')], { stock }))).toEqual({
        'variants.0.stock': stockMessage,
      });
    }
    const priceMessage =
      'A variant price must be an amount from 0.01 to 99999.99, or null for the product price';
    for (const price of ['0', '12.345', '$12', '100000']) {
      expect(checkDraft(draftWith([size('S')], { price }))).toEqual({
        'variants.0.price': priceMessage,
      });
    }
    expect(checkDraft(draftWith([size('S')], { sku: 'has space' }))).toEqual({
      'variants.0.sku': 'A SKU must be at most 64 letters, digits, dashes, dots or underscores',
    });
    expect(checkDraft(draftWith([size('S', 'M')], { sku: 'TEE' }))).toEqual({
      'variants.1.sku': 'Two variants have the SKU TEE.',
    });
  });

  it('puts an API refusal by the field it names, or the row, or the section', () => {
    expect(errorField('variants.2.sku')).toBe('variants.2.sku');
    expect(errorField('options.0.values.3')).toBe('options.0.values.3');
    expect(errorField('variants.1.options')).toBe('variants.1');
    expect(errorField('options.0')).toBe('options');
    expect(errorField('variants')).toBe('variants');
    expect(errorField(undefined)).toBe('variants');
    expect(errorField('name')).toBe('variants');
  });
});
