// Who is on the newsletter, read from its answers, and anyone subscribing anyone: the sign-up as
// an attacker on the internet sends it (through the shop's origin, JSON, no Origin header, as
// curl does). A new address, the same in capitals, an address waiting for its confirmation and a
// confirmed subscriber must all get the same status, headers and body in about the same time;
// nobody is subscribed until the confirmation mail's link is used, which the SMTP sink catches.
import { randomBytes } from 'node:crypto';

import { ms, percentile, say } from '../lib/report.mjs';

const FINDING =
  'POST /api/newsletter answered 201 for a new address and 200 alreadySubscribed: true for a known one, in any letter case, and anyone could subscribe anyone: there was no confirmation';
/** Interleaved sign-ups of new addresses and of a confirmed one, timed (within the write limit). */
const TIMING_ROUNDS = 25;
/**
 * How far apart the medians of new and known addresses may be: 5 ms or a quarter of the slower,
 * whichever is more. The work differs by one row queued in the outbox; more than that would be
 * a tell an attacker could average out.
 */
const TIMING_TOLERANCE_MS = 5;
const TIMING_TOLERANCE_SHARE = 0.25;
/** The outbox polls every 5 s by default; a mail is there well within this. */
const MAIL_WAIT_MS = 30_000;
const CONFIRM_LINK = /^(https?:\/\/\S+)\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})\r?$/m;
/** The headers that could tell one answer from another. */
const COMPARED_HEADERS = ['content-type', 'content-length', 'cache-control'];

const address = (/** @type {string} */ tag) =>
  `drill-${tag}-${randomBytes(4).toString('hex')}@example.com`;

/**
 * @typedef {object} Answer
 * @property {number} status
 * @property {Record<string, string | null>} headers the compared ones
 * @property {string} body
 * @property {number} ms
 */

/**
 * @param {string} url
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 * @returns {Promise<Answer & { response: Response }>}
 */
async function postJson(url, body, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers.get(name)])),
    body: text,
    ms: performance.now() - started,
    response,
  };
}

/** What an answer shows a client, without its timing. */
const shown = (/** @type {Answer} */ answer) =>
  JSON.stringify({ status: answer.status, headers: answer.headers, body: answer.body });

/**
 * The mails the sink accepted for `to`, as plain text (quoted-printable undone).
 * @param {import('../attacker.mjs').AttackContext} context
 * @param {string} to
 */
function mailsTo(context, to) {
  return context.smtp.messages
    .filter((message) => message.to.includes(to))
    .map((message) =>
      message.text
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, /** @type {string} */ hex) =>
          String.fromCharCode(parseInt(hex, 16)),
        ),
    );
}

/**
 * Waits until `count` mails to `to` whose text matches `pattern` have arrived.
 * @param {import('../attacker.mjs').AttackContext} context
 * @param {string} to
 * @param {RegExp} pattern
 * @returns {Promise<string[]>} those mails, or fewer when the wait ran out
 */
async function waitForMails(context, to, pattern, count = 1) {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const found = mailsTo(context, to).filter((text) => pattern.test(text));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** @param {import('../attacker.mjs').AttackContext} context */
async function run(context) {
  const signUpUrl = `${context.shopUrl}/api/newsletter`;
  const confirmUrl = `${context.shopUrl}/api/newsletter/confirm`;
  const signUp = (/** @type {string} */ email) => postJson(signUpUrl, { email });
  const confirmationOf = (/** @type {string} */ to) =>
    waitForMails(context, to, /^Subject: Please confirm your subscription\r?$/m);

  // A subscriber as the shop makes one: signed up, confirmed through the mailed link.
  const known = address('known');
  await signUp(known);
  const [knownMail] = await confirmationOf(known);
  const knownToken = CONFIRM_LINK.exec(knownMail ?? '')?.[2];
  if (!knownToken) throw new Error(`no confirmation mail reached ${known}`);
  await postJson(confirmUrl, { token: knownToken });
  await waitForMails(context, known, /^Subject: Welcome to our healing community\r?$/m);
  const knownMailsBefore = mailsTo(context, known).length;

  // The attacker's probe, as found: a new address, the same in capitals, the confirmed one.
  const fresh = address('fresh');
  const probes = [
    ['a new address', fresh],
    ['the same address in capitals', fresh.toUpperCase()],
    ['a confirmed subscriber', known],
    ['a confirmed subscriber in capitals', known.toUpperCase()],
  ];
  /** @type {[string, Answer][]} */
  const answers = [];
  for (const [label, email] of probes) answers.push([label, await signUp(email)]);
  const [, first] = answers[0];
  say(`  sign-up answer: ${first.status} ${first.body}`);
  context.check(
    'newsletter: new, waiting and subscribed addresses, in any case, get the same answer',
    `${new Set(answers.map(([, answer]) => shown(answer))).size} distinct of ${answers.length}, status ${first.status}`,
    [
      ...answers
        .filter(([, answer]) => shown(answer) !== shown(first))
        .map(([label, answer]) => `${label}: ${shown(answer)} (a new address: ${shown(first)})`),
      ...(first.status === 202 ? [] : [`status ${first.status}, expected 202`]),
    ],
  );

  // The time it takes: new addresses against the confirmed one, interleaved.
  /** @type {{ fresh: number[], known: number[] }} */
  const times = { fresh: [], known: [] };
  for (let round = 0; round < TIMING_ROUNDS; round += 1) {
    const order = round % 2 ? ['known', 'fresh'] : ['fresh', 'known'];
    for (const kind of order) {
      const answer = await signUp(kind === 'known' ? known : address('timing'));
      times[/** @type {'fresh' | 'known'} */ (kind)].push(answer.ms);
    }
  }
  const [freshMedian, knownMedian] = [percentile(times.fresh, 0.5), percentile(times.known, 0.5)];
  const apart = Math.abs(freshMedian - knownMedian);
  const tolerance = Math.max(
    TIMING_TOLERANCE_MS,
    TIMING_TOLERANCE_SHARE * Math.max(freshMedian, knownMedian),
  );
  context.check(
    `newsletter: a new address and a subscriber take about as long (medians within ${TIMING_TOLERANCE_MS} ms or 25%)`,
    `median new ${ms(freshMedian)}, subscribed ${ms(knownMedian)} (${TIMING_ROUNDS} each; p90 ${ms(percentile(times.fresh, 0.9))} / ${ms(percentile(times.known, 0.9))})`,
    apart <= tolerance ? [] : [`medians ${ms(apart)} apart, more than ${ms(tolerance)}`],
  );

  // The inbox: one confirmation for the new address (asked twice), none for the subscriber.
  const [freshMail] = await confirmationOf(fresh);
  const link = CONFIRM_LINK.exec(freshMail ?? '');
  // The outbox sends in the order mails were queued: once a mail queued after every sign-up
  // above has arrived, so has anything those sign-ups queued.
  const last = address('last');
  await signUp(last);
  await confirmationOf(last);
  const freshConfirmations = mailsTo(context, fresh).length;
  const knownMailsAfter = mailsTo(context, known).length;
  context.check(
    'newsletter: the new address gets one confirmation mail with a link; the subscriber none',
    `${freshConfirmations} to the new address (asked twice), ${knownMailsAfter - knownMailsBefore} more to the subscriber (asked ${2 + TIMING_ROUNDS} times)`,
    [
      ...(link ? [] : [`no confirmation link reached ${fresh}`]),
      ...(freshConfirmations === 1 ? [] : [`${freshConfirmations} mails to ${fresh}`]),
      ...(knownMailsAfter === knownMailsBefore
        ? []
        : [`${knownMailsAfter - knownMailsBefore} more mails to ${known}`]),
    ],
  );
  if (!link) return;

  // The link: the page opens (and confirms nothing by opening), its button's request confirms,
  // and confirming again answers the same; then, and only then, the welcome gift comes.
  const page = await fetch(`${context.shopUrl}/newsletter/confirm?token=${link[2]}`);
  await page.arrayBuffer();
  const welcomedEarly = mailsTo(context, fresh).some((text) => text.includes('HEALING10'));
  const confirmed = await postJson(confirmUrl, { token: link[2] });
  const again = await postJson(confirmUrl, { token: link[2] });
  const welcome = await waitForMails(context, fresh, /HEALING10/);
  context.check(
    "newsletter: the mail's link confirms, once, and a second time answers the same",
    `page ${page.status}; confirm ${confirmed.status}, again ${again.status}; welcome gifts ${welcome.length}`,
    [
      ...(page.status === 200 ? [] : [`the confirmation page answered ${page.status}`]),
      ...(welcomedEarly ? ['the welcome gift came before the confirmation'] : []),
      ...(confirmed.status === 200 ? [] : [`confirm: ${confirmed.status} ${confirmed.body}`]),
      ...(shown(again) === shown(confirmed) ? [] : [`again: ${shown(again)}`]),
      ...(welcome.length === 1 ? [] : [`${welcome.length} welcome mails`]),
    ],
  );

  // Forged and stale links are refused in the shop's error format, confirming nobody.
  const forged = await postJson(confirmUrl, { token: randomBytes(32).toString('base64url') });
  const broken = await postJson(confirmUrl, { token: "x' OR '1'='1" });
  /** @param {Answer} answer */
  const errorFormat = (answer) => {
    try {
      /** @type {unknown} */
      const parsed = JSON.parse(answer.body);
      return (
        !!parsed &&
        typeof parsed === 'object' &&
        'message' in parsed &&
        typeof parsed.message === 'string' &&
        'statusCode' in parsed &&
        parsed.statusCode === answer.status
      );
    } catch {
      return false;
    }
  };
  context.check(
    'newsletter: a forged or malformed confirmation link is refused in the error format',
    `forged ${forged.status}, malformed ${broken.status}`,
    [
      ...(forged.status === 404 && errorFormat(forged) ? [] : [`forged: ${shown(forged)}`]),
      ...(broken.status === 400 && errorFormat(broken) ? [] : [`malformed: ${shown(broken)}`]),
    ],
  );
}

/** @type {import('../attacker.mjs').Phase} */
export default { name: 'newsletter', finding: FINDING, run };
