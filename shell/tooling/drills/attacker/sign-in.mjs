// Finding 2 of issue 27, run again as it was found: wrong passwords for the owner's username from
// several addresses, then the right one from another. Each client is a socket bound to its own
// loopback address (Linux routes all of 127.0.0.0/8 to lo) talking to the shop's origin, whose
// edge tells the API that address in X-Forwarded-For, as it does for every visitor: a header the
// client sends itself is not believed. Also the last low: an over-long path parameter.
import { createClient, isApiError } from '../../../../api/drills/lib/http.mjs';
import { ms } from '../lib/report.mjs';

/** Where the owner's mail goes when OWNER_EMAIL is unset: MAIL_FROM's address (the API's default). */
const OWNER_MAILBOX = 'hello@healing-shop.local';
const ALERT_SUBJECT = /^subject: Failed sign-ins to the back office as (.+)$/im;
/** The headers the API puts on every answer (api/src/app.factory.ts). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];
const WRONG_PASSWORDS = ['autumn-rain-1', 'autumn-rain-2', 'autumn-rain-3', 'autumn-rain-4'];

const sleep = (/** @type {number} */ delayMs) =>
  new Promise((resolve) => setTimeout(resolve, delayMs));

/**
 * @param {string} shopUrl
 * @param {string} address a loopback address to send from
 */
function clientFrom(shopUrl, address) {
  return createClient({ baseUrl: shopUrl, localAddress: address, maxSockets: 1 });
}

/**
 * @param {import('../../../../api/drills/lib/http.mjs').Client} client
 * @param {{ username: string, password: string }} credentials
 */
function signIn(client, credentials) {
  return client.request('POST', '/api/admin/session', { body: credentials });
}

/** @param {import('../../../../api/drills/lib/http.mjs').Answer} answer */
function describeAnswer(answer) {
  const retryAfter = answer.headers?.['retry-after'];
  return `${answer.status || answer.error}${retryAfter ? ` (Retry-After ${retryAfter})` : ''}`;
}

/** @param {import('../../../../api/drills/lib/http.mjs').Answer} answer */
function cookieOf(answer) {
  const setCookie = answer.headers?.['set-cookie'] ?? [];
  return setCookie.map((line) => line.split(';')[0]).join('; ');
}

/** @type {import('../attacker.mjs').Phase} */
export default {
  name: 'sign-in',
  finding:
    'five wrong passwords for the owner from five addresses, then the right one from a sixth: 429 ' +
    'with Retry-After 900, for good; the eleventh good sign-in refused; failures not audited; ' +
    "the API's 414 in Fastify's format, echoing the URL, without the security headers",
  async run(context) {
    const { check, owner, shopUrl } = context;
    /** @type {import('../../../../api/drills/lib/http.mjs').Client[]} */
    const clients = [];
    const from = (/** @type {string} */ address) => {
      const client = clientFrom(shopUrl, address);
      clients.push(client);
      return client;
    };
    try {
      // 1. The lock-out pattern: five addresses fail, a sixth has the password.
      const strangers = [];
      for (let i = 1; i <= 5; i += 1) {
        const answer = await signIn(from(`127.27.0.${i}`), {
          username: owner.username,
          password: WRONG_PASSWORDS[(i - 1) % WRONG_PASSWORDS.length] ?? 'wrong',
        });
        strangers.push(answer);
      }
      const ownerClient = from('127.27.0.6');
      const startedAt = performance.now();
      const signedIn = await signIn(ownerClient, owner);
      const tookMs = performance.now() - startedAt;
      check(
        "sign-in: the owner signs in at once after five other addresses' failures",
        `strangers: ${strangers.map(describeAnswer).join(', ')}; owner: ${describeAnswer(signedIn)} in ${ms(tookMs)}`,
        [
          ...strangers
            .filter((answer) => answer.status !== 401)
            .map(
              (answer) => `a stranger's wrong password -> ${describeAnswer(answer)}, expected 401`,
            ),
          ...(signedIn.status === 200
            ? []
            : [`the owner's right password -> ${describeAnswer(signedIn)}: ${signedIn.text}`]),
        ],
      );

      // 2. Good sign-ins never use up an address's allowance.
      const regular = from('127.27.0.7');
      const good = [];
      for (let i = 0; i < 11; i += 1) good.push(await signIn(regular, owner));
      check(
        'sign-in: eleven good sign-ins in a row from one address all succeed',
        good.map((answer) => answer.status).join(' '),
        good.flatMap((answer, i) =>
          answer.status === 200 ? [] : [`good sign-in ${i + 1} -> ${describeAnswer(answer)}`],
        ),
      );

      // 3. One address guessing is still stopped, after its own failures only.
      const guesser = from('127.27.0.8');
      const guesses = [];
      for (let i = 0; i < 6; i += 1) {
        guesses.push(
          await signIn(guesser, { username: owner.username, password: `guess-${i}-autumn` }),
        );
      }
      const afterGuesser = await signIn(from('127.27.0.9'), owner);
      const lastGuess = guesses.at(-1);
      check(
        'sign-in: one address guessing waits after 5 failures, the owner does not',
        `guesses: ${guesses.map(describeAnswer).join(', ')}; owner from another address: ${describeAnswer(afterGuesser)}`,
        [
          ...guesses
            .slice(0, 5)
            .filter((answer) => answer.status !== 401)
            .map((answer) => `a guess within the allowance -> ${describeAnswer(answer)}`),
          ...(lastGuess?.status === 429 && Number(lastGuess.headers?.['retry-after']) > 0
            ? []
            : [
                `the sixth guess -> ${lastGuess ? describeAnswer(lastGuess) : 'none'}, expected 429 with Retry-After`,
              ]),
          ...(afterGuesser.status === 200
            ? []
            : [`the owner from another address -> ${describeAnswer(afterGuesser)}`]),
        ],
      );

      // 4. The back office's audit log, read as the owner.
      const audit = await regular.request('GET', '/api/admin/audit?pageSize=100', {
        headers: { cookie: cookieOf(good.at(-1) ?? signedIn) },
      });
      /** @type {{ action: string, details: Record<string, unknown> }[]} */
      const entries = Array.isArray(/** @type {{ entries?: unknown }} */ (audit.json)?.entries)
        ? /** @type {{ entries: { action: string, details: Record<string, unknown> }[] }} */ (
            audit.json
          ).entries
        : [];
      const failed = entries.filter((entry) => entry.action === 'owner.sign_in_failed');
      const refused = entries.filter((entry) => entry.action === 'owner.sign_in_refused');
      const auditedAddresses = new Set(failed.map((entry) => String(entry.details.address)));
      const strangerAddresses = [1, 2, 3, 4, 5].map((i) => `127.27.0.${i}`);
      const passwords = [...WRONG_PASSWORDS, owner.password, 'guess-0-autumn'];
      check(
        'sign-in: each failure and refusal audited with its address, no password',
        `audit ${audit.status}: ${failed.length} failed, ${refused.length} refused`,
        [
          ...(audit.status === 200 ? [] : [`GET /api/admin/audit as the owner -> ${audit.status}`]),
          ...strangerAddresses
            .filter((address) => !auditedAddresses.has(address))
            .map((address) => `no failed sign-in from ${address} in the audit log`),
          ...(failed.length === 10
            ? []
            : [`${failed.length} failed sign-ins audited, expected 10`]),
          ...(refused.some((entry) => entry.details.address === '127.27.0.8')
            ? []
            : ["the guesser's refusal is not in the audit log"]),
          ...passwords
            .filter((password) => audit.text?.includes(password))
            .map((password) => `the audit log holds a password ("${password}")`),
        ],
      );

      // 5. The owner's mail: once for this burst, whatever the number of failures.
      const deadline = Date.now() + 20_000;
      const alerts = () =>
        context.smtp.messages.filter((message) => ALERT_SUBJECT.test(message.text));
      while (alerts().length === 0 && Date.now() < deadline) await sleep(250);
      // The outbox is read every few seconds: give a second mail the time to show up too.
      await sleep(6000);
      const mails = alerts();
      check(
        'sign-in: the owner is mailed once for the burst, through the outbox',
        mails.length === 0
          ? 'no alert mail'
          : `${mails.length} alert mail(s) to ${mails.flatMap((mail) => mail.to).join(', ')}`,
        [
          ...(mails.length === 1 ? [] : [`${mails.length} alert mails, expected 1`]),
          ...mails
            .filter((mail) => !mail.to.includes(OWNER_MAILBOX))
            .map((mail) => `an alert to ${mail.to.join(', ')}, expected ${OWNER_MAILBOX}`),
          ...mails
            .filter((mail) => ALERT_SUBJECT.exec(mail.text)?.[1]?.trim() !== owner.username)
            .map((mail) => `an alert about "${ALERT_SUBJECT.exec(mail.text)?.[1]}"`),
          ...mails
            .filter((mail) => passwords.some((password) => mail.text.includes(password)))
            .map(() => 'an alert mail holds a password'),
        ],
      );

      // 6. The last low: an over-long path parameter, through the shop's origin.
      const longId = '9'.repeat(500);
      const tooLong = await regular.request('GET', `/api/products/${longId}`);
      const missingHeaders = SECURITY_HEADERS.filter((name) => !tooLong.headers?.[name]);
      check(
        "errors: a long path parameter's 414 in the shop's format, with headers",
        `${tooLong.status} ${tooLong.text?.slice(0, 80) ?? ''}`,
        [
          ...(tooLong.status === 414
            ? []
            : [`status ${tooLong.status || tooLong.error}, expected 414`]),
          ...(isApiError(tooLong)
            ? []
            : [`body not in the shop's format: ${tooLong.text?.slice(0, 120)}`]),
          ...(tooLong.text?.includes(longId) ? ['the answer repeats the address'] : []),
          ...missingHeaders.map((name) => `no ${name}`),
        ],
      );
    } finally {
      for (const client of clients) client.close();
    }
  },
};
