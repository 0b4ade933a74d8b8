// The flooder: one client writing as fast as the API answers it.
import { randomBytes } from 'node:crypto';
import { isApiError } from './http.mjs';

/**
 * Stories, sign-ups and (empty-cart) checkouts, as fast as they are answered, from `concurrency`
 * connections for `seconds`; `forge()` makes up an X-Forwarded-For for each. Counts the answers;
 * a 429 must be in the API's error format and say when to retry.
 * @param {import('./http.mjs').Client} client
 * @param {object} options
 * @param {(() => string) | undefined} options.forge
 * @param {string} options.marker  in every story's name and e-mail, so the drill finds its own
 * @param {number} options.seconds
 * @param {number} options.concurrency
 */
export async function flood(client, { forge, marker, seconds, concurrency }) {
  const deadline = Date.now() + seconds * 1000;
  /** @type {Record<string, number>} */
  const statuses = {};
  let sent = 0;
  let badLimitAnswers = 0;
  /** @type {(() => [path: string, body: object])[]} */
  const writes = [
    () => [
      '/api/healing-moments',
      { name: marker, story: 'Posting as fast as I can.', category: 'growth' },
    ],
    () => ['/api/newsletter', { email: `${marker}-${randomBytes(6).toString('hex')}@example.com` }],
    () => [
      '/api/checkout',
      { sessionId: `session_${Date.now()}_${randomBytes(18).toString('base64url')}` },
    ],
  ];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const [target, body] = writes[sent++ % writes.length]();
        /** @type {Record<string, string>} */
        const headers = forge ? { 'x-forwarded-for': forge() } : {};
        const answer = await client.request('POST', target, { body, headers });
        const key = String(answer.status || answer.error);
        statuses[key] = (statuses[key] ?? 0) + 1;
        if (answer.status === 429 && !(isApiError(answer) && answer.headers?.['retry-after']))
          badLimitAnswers += 1;
      }
    }),
  );
  const admitted = sent - (statuses[429] ?? 0);
  return { sent, statuses, admitted, badLimitAnswers };
}
