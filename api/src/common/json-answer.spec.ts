import { catalogProductSchema, type ProductDto } from '@healing/contracts';
import Fastify from 'fastify';
import * as z from 'zod/mini';
import { answerJsonSchema } from './json-answer';

const product = (id: number, extra: Partial<ProductDto> = {}): ProductDto => ({
  id,
  name: `Calm "candle" ${id}`,
  description: 'Line one\nline two \u2028 — ünïcødé 🌿 \\ backslash </script>',
  image: `/images/${id}.webp`,
  price: '24.00',
  category: 'wellness',
  collection: 'inner-beauty',
  kind: 'candle',
  inStock: true,
  createdAt: '2026-01-02T03:04:05.678Z',
  options: [{ name: 'Scent', values: ['Lavender', 'Cedar'] }],
  variants: [
    {
      id: id * 10,
      label: 'Lavender',
      options: { Scent: 'Lavender' },
      sku: null,
      price: '24.00',
      inStock: true,
      fewLeft: 2,
    },
    {
      id: id * 10 + 1,
      label: 'Cedar',
      options: { Scent: 'Cedar' },
      sku: 'CAN-CED',
      price: '26.50',
      inStock: false,
      fewLeft: null,
    },
  ],
  ...extra,
});

/** What Fastify sends for `answer` on a route declared with the schema. */
async function sent(schema: z.ZodMiniType, answer: unknown): Promise<string> {
  const app = Fastify();
  app.get('/', { schema: { response: { 200: answerJsonSchema(schema) } } }, () => answer);
  try {
    return (await app.inject({ method: 'GET', url: '/' })).body;
  } finally {
    await app.close();
  }
}

describe('answerJsonSchema', () => {
  it('writes a product list byte for byte as JSON.stringify does', async () => {
    const list = [product(1), product(2, { inStock: false, variants: [], options: [] })];
    expect(await sent(z.array(catalogProductSchema), list)).toBe(JSON.stringify(list));
  });

  it('writes a single product byte for byte as JSON.stringify does', async () => {
    expect(await sent(catalogProductSchema, product(3))).toBe(JSON.stringify(product(3)));
  });

  it('lists the types of a nullable scalar instead of anyOf', () => {
    const json = JSON.stringify(answerJsonSchema(catalogProductSchema));
    expect(json).not.toContain('anyOf');
    expect(json).toContain('"sku":{"type":["string","null"]}');
  });
});
