// What the shoppers and the health probe saw around a database fault, and the promises on it.
import { fieldOf, isApiError } from './http.mjs';
import { percentile } from './stats.mjs';

/**
 * An answer on the timeline (start and end: ms since the epoch).
 * @typedef {object} TimedAnswer
 * @property {string} endpoint
 * @property {number} status
 * @property {number} ms
 * @property {number} start
 * @property {number} end
 * @property {boolean} wellFormed  a success, or an error in the API's format
 * @property {string} [message]  an error's message, or why there was no answer
 */

/**
 * One GET /api/health (start and end: ms since the epoch).
 * @typedef {{ start: number, end: number, ms: number, status: number, database: unknown }} Probe
 */

/**
 * When the database went away (`from`) and answered again (`to`), and when the next fault
 * began, if one did (`until`).
 * @typedef {{ name: string, from: number, to: number, until?: number }} Fault
 */

const MAX_ANSWER_MS = 5000;
const MAX_RECOVERY_MS = 5000;

/** Records every answer with when it started and ended (ms since the epoch). */
export function timeline() {
  /** @type {TimedAnswer[]} */
  const answers = [];
  return {
    answers,
    /**
     * @param {string} endpoint
     * @param {import('./http.mjs').Answer} answer
     */
    record: (endpoint, answer) => {
      const end = Date.now();
      answers.push({
        endpoint,
        status: answer.status,
        ms: answer.ms,
        start: end - answer.ms,
        end,
        wellFormed: answer.status < 400 || isApiError(answer),
        message: answer.status >= 400 || answer.status === 0 ? messageOf(answer) : undefined,
      });
    },
  };
}

/** @param {import('./http.mjs').Answer} answer */
function messageOf(answer) {
  const message = fieldOf(answer.json, 'message');
  if (message === undefined || message === null) return answer.error;
  return typeof message === 'string' ? message : JSON.stringify(message);
}

/**
 * `fault`: { name, from, to } where `from` is when the database went away and `to` when it
 * answered again. Prints the figures and returns the broken promises.
 * @param {Fault} fault
 * @param {TimedAnswer[]} answers
 * @param {Probe[]} probes
 */
export function faultFigures(fault, answers, probes) {
  /** @type {string[]} */
  const broken = [];
  const during = answers.filter((a) => a.end >= fault.from && a.start <= fault.to);
  // Sent after the database came back and answered before the next fault began, if any: a
  // request still in flight when the next fault struck belongs to that fault.
  const after = answers.filter((a) => a.start >= fault.to && a.end < (fault.until ?? Infinity));
  /** @type {(list: TimedAnswer[], test: (answer: TimedAnswer) => boolean) => number} */
  const count = (list, test) => list.filter(test).length;
  const sorted = Float64Array.from(during.map((a) => a.ms)).sort();
  const first503 = answers.find((a) => a.status === 503 && a.end >= fault.from);
  const firstOkAfter = after.find((a) => a.status >= 200 && a.status < 300);
  const lastFailure = [...after].reverse().find((a) => a.status >= 500 || a.status === 0);
  const probeDown = probes.find((p) => p.start >= fault.from && p.database === 'down');
  const probeUp = probes.find((p) => p.start >= fault.to && p.database === 'up');
  const probesDuring = probes.filter((p) => p.end >= fault.from && p.start <= fault.to);

  const figures = {
    requestsDuring: during.length,
    ok: count(during, (a) => a.status >= 200 && a.status < 300),
    unavailable503: count(during, (a) => a.status === 503),
    other5xx: count(answers, (a) => a.status >= 500 && a.status !== 503),
    noAnswer: count(answers, (a) => a.status === 0),
    malformed: count(answers, (a) => !a.wellFormed),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    maxMs: sorted[sorted.length - 1] ?? 0,
    first503Ms: first503 ? first503.end - fault.from : NaN,
    healthDownMs: probeDown ? probeDown.end - fault.from : NaN,
    healthMaxMs: Math.max(0, ...probesDuring.map((p) => p.ms)),
    healthUpMs: probeUp ? probeUp.end - fault.to : NaN,
    firstOkMs: firstOkAfter ? firstOkAfter.end - fault.to : NaN,
    lastFailureMs: lastFailure ? lastFailure.end - fault.to : 0,
  };
  console.log(
    `\n${fault.name}: database away for ${((fault.to - fault.from) / 1000).toFixed(1)} s`,
  );
  console.log(
    `  answers while away: ${figures.requestsDuring} (${figures.ok} 2xx, ${figures.unavailable503} 503); latency p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms, max ${figures.maxMs.toFixed(0)} ms`,
  );
  console.log(
    `  first 503 ${figures.first503Ms.toFixed(0)} ms after the fault; /api/health said down after ${figures.healthDownMs.toFixed(0)} ms (its slowest answer ${figures.healthMaxMs.toFixed(0)} ms)`,
  );
  console.log(
    `  back: /api/health up ${figures.healthUpMs.toFixed(0)} ms after the database, first 2xx ${figures.firstOkMs.toFixed(0)} ms after, last failure ${figures.lastFailureMs.toFixed(0)} ms after`,
  );
  const slowest = [...during].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const describe = (/** @type {TimedAnswer} */ a) =>
    `${a.endpoint} ${a.ms.toFixed(0)} ms (sent ${((a.start - fault.from) / 1000).toFixed(1)} s in)`;
  console.log(`  slowest: ${slowest.map(describe).join('; ')}`);
  console.log(
    `  other 5xx: ${figures.other5xx}; no answer: ${figures.noAnswer}; errors not in the API's format: ${figures.malformed}`,
  );

  for (const a of answers.filter((x) => x.status >= 500 && x.status !== 503).slice(0, 3))
    console.log(
      `  OTHER 5XX: ${a.endpoint} ${a.status} "${a.message}" sent ${((a.start - fault.from) / 1000).toFixed(1)} s after the fault`,
    );
  const lateFailures = after.filter(
    (a) => (a.status >= 500 || a.status === 0) && a.end - fault.to >= MAX_RECOVERY_MS,
  );
  for (const a of lateFailures.slice(0, 5))
    console.log(
      `  LATE FAILURE: ${a.endpoint} ${a.status} "${a.message}" sent ${((a.start - fault.to) / 1000).toFixed(1)} s after the database, took ${a.ms.toFixed(0)} ms`,
    );
  if (figures.maxMs >= MAX_ANSWER_MS)
    broken.push(
      `${fault.name}: a request took ${figures.maxMs.toFixed(0)} ms (promise: < ${MAX_ANSWER_MS})`,
    );
  if (figures.unavailable503 === 0)
    broken.push(`${fault.name}: no 503 while the database was away`);
  if (figures.other5xx)
    broken.push(`${fault.name}: ${figures.other5xx} 5xx answers other than 503`);
  if (figures.noAnswer) broken.push(`${fault.name}: ${figures.noAnswer} requests got no answer`);
  if (figures.malformed)
    broken.push(
      `${fault.name}: ${figures.malformed} error answers not in { statusCode, message, error }`,
    );
  if (!(figures.healthDownMs < MAX_ANSWER_MS))
    broken.push(`${fault.name}: /api/health did not report the database down`);
  if (!(figures.healthUpMs < MAX_RECOVERY_MS))
    broken.push(`${fault.name}: /api/health not up within 5 s of the database`);
  if (!(figures.lastFailureMs < MAX_RECOVERY_MS))
    broken.push(
      `${fault.name}: requests still failing ${figures.lastFailureMs} ms after the database came back`,
    );
  return broken;
}

/**
 * GET /api/health every `everyMs` until stopped.
 * @param {import('./http.mjs').Client} client
 */
export function probeHealth(client, everyMs = 200) {
  /** @type {Probe[]} */
  const probes = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const answer = await client.request('GET', '/api/health');
      const end = Date.now();
      probes.push({
        start: end - answer.ms,
        end,
        ms: answer.ms,
        status: answer.status,
        database: fieldOf(answer.json, 'database'),
      });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    probes,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}
