// The checkout part of the benchmark: many shoppers paying at the same moment.
import { randomBytes } from 'node:crypto';

const ADDRESS = {
  firstName: 'Bench',
  lastName: 'Shopper',
  address: '12 Calm Street',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
};

/** The shape of api/src/common/session-id.ts: session_{timestamp}_{128+ random bits}. */
const newSessionId = () => `session_${Date.now()}_${randomBytes(18).toString('base64url')}`;

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {unknown} body
 */
async function post(baseUrl, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text };
}

/**
 * Fills `count` carts (in small groups), runs `prepare` (if given), then checks them all out at
 * once.
 * @param {{
 *   baseUrl: string,
 *   lines: { productId: number, variantId: number }[],
 *   count: number,
 *   emailPrefix?: string,
 *   prepare?: () => Promise<unknown>,
 * }} options
 */
export async function runCheckouts({ baseUrl, lines, count, emailPrefix = 'bench', prepare }) {
  const sessions = Array.from({ length: count }, newSessionId);
  for (let start = 0; start < count; start += 20) {
    await Promise.all(
      sessions.slice(start, start + 20).map(async (sessionId, offset) => {
        const { productId, variantId } = lines[(start + offset) % lines.length];
        const added = await post(baseUrl, '/api/cart', {
          sessionId,
          productId,
          variantId,
          quantity: 1,
        });
        if (added.status !== 201 && added.status !== 200) {
          throw new Error(`Adding to a cart answered ${added.status}: ${added.text.slice(0, 200)}`);
        }
      }),
    );
  }

  await prepare?.();
  const startedAt = performance.now();
  const answers = await Promise.all(
    sessions.map((sessionId, i) =>
      post(baseUrl, '/api/checkout', {
        sessionId,
        email: `${emailPrefix}${i}@example.com`,
        ...ADDRESS,
      }),
    ),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  /** @type {Record<number, number>} */
  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const firstFailure = answers.find(({ status }) => status !== 201);
  const firstRefusal = answers.find(({ status }) => status === 409);
  return {
    refused: statuses[409] ?? 0,
    refusal: firstRefusal && firstRefusal.text.slice(0, 300),
    seconds,
    checkoutsPerSecond: count / seconds,
    created: statuses[201] ?? 0,
    statuses,
    firstFailure: firstFailure && `${firstFailure.status} ${firstFailure.text.slice(0, 300)}`,
  };
}
