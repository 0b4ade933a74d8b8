// Finding 1 of issue 27, as it was found: one visitor's 10 MB upload downloaded 200 times, 40
// at a time, through the shop's origin, while a shopper reads the catalogue. Kept when the
// shopper sees no 5xx and a p99 under 250 ms, the API's memory comes back within 50 MB of where
// it started, the downloads are answered whole (or refused in the shop's format) without each
// reaching the API; and an image whose header declares 30,000 x 30,000 pixels is refused.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';

import { pidListeningOn } from '../lib/processes.mjs';
import { bump, ms, percentile, say, tally } from '../lib/report.mjs';

const UPLOAD_BYTES = 10 * 1024 * 1024;
const DOWNLOADS = 200;
const AT_ONCE = 40;
const SHOPPER_P99_GOAL_MS = 250;
const MEMORY_GOAL_MB = 50;
/** How long the shopper reads before the attack. */
const QUIET_MS = 15_000;
/**
 * How long the API's memory may take to come back after the downloads: V8 gives memory back in
 * a collection it runs once the process has been idle a while (about 50 s here).
 */
const SETTLE_MS = 90_000;
const CATALOGUE = [
  '/api/products/3',
  '/api/products',
  '/api/products/7',
  '/api/products/collection/love-is',
];

const sleep = (/** @type {number} */ msToWait) =>
  new Promise((resolve) => setTimeout(resolve, msToWait));

/**
 * The start of a PNG declaring `width` x `height` (signature and IHDR), then `size` bytes in all.
 * @param {number} width
 * @param {number} height
 * @param {number} size
 */
function png(width, height, size) {
  const head = Buffer.alloc(33);
  head.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'latin1');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  head.set([8, 6, 0, 0, 0], 24);
  return Buffer.concat([head, randomBytes(Math.max(size - head.length, 0))]);
}

/**
 * Uploads `bytes` as a visitor does, through the shop's origin.
 * @param {string} shopUrl
 * @param {Buffer} bytes
 * @param {string} name
 */
async function upload(shopUrl, bytes, name) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const sessionId = `session_${Date.now()}_${randomBytes(16).toString('hex')}`;
  const answer = await fetch(`${shopUrl}/api/uploads`, {
    method: 'POST',
    body: form,
    headers: { 'X-Session-Id': sessionId },
  });
  const text = await answer.text();
  /** @type {Record<string, unknown> | null} */
  let json = null;
  try {
    /** @type {unknown} */
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === 'object')
      json = /** @type {Record<string, unknown>} */ (parsed);
  } catch {
    // not JSON
  }
  return { status: answer.status, json, text };
}

/**
 * A GET whose body is counted, not kept.
 * @param {http.Agent} agent
 * @param {string} url
 * @returns {Promise<{ status: number, bytes: number, ms: number, json: boolean, length: number, error?: string }>}
 */
function get(agent, url) {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      let bytes = 0;
      response.on('data', (/** @type {Buffer} */ chunk) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          ms: performance.now() - startedAt,
          json: String(response.headers['content-type']).startsWith('application/json'),
          length: Number(response.headers['content-length'] ?? -1),
        }),
      );
      response.on('error', (error) =>
        resolve({
          status: 0,
          bytes,
          ms: performance.now() - startedAt,
          json: false,
          length: -1,
          error: error.message,
        }),
      );
    });
    request.setTimeout(60_000, () => request.destroy(new Error('no answer in 60 s')));
    request.on('error', (error) =>
      resolve({
        status: 0,
        bytes: 0,
        ms: performance.now() - startedAt,
        json: false,
        length: -1,
        error: error.message,
      }),
    );
  });
}

/** @param {number} pid the process's resident memory in MB, from /proc */
function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : NaN;
}

/** @type {import('../attacker.mjs').Phase} */
export default {
  name: 'uploads',
  finding:
    'one 10 MB upload downloaded 120 times, 40 at a time, answered 503s, slowed a shopper to 925 ms and grew the API from 383 to 793 MB; a 30,000 x 30,000 PNG header was accepted',
  async run({ shopUrl, site, check }) {
    const apiPid = pidListeningOn(site.ports.api);
    if (!apiPid) throw new Error(`nothing listens on the API's port ${site.ports.api}`);
    const shopperAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const downloadAgent = new http.Agent({ keepAlive: true, maxSockets: AT_ONCE });
    // The shopper reads as it will during the attack, first without it: the API warms up to that
    // load (its memory is measured from there), and the catalogue's pace on this machine is known.
    /** @type {number[]} */
    const quietMs = [];
    const quietUntil = performance.now() + QUIET_MS;
    for (let turn = 0; performance.now() < quietUntil; turn += 1) {
      quietMs.push((await get(shopperAgent, `${shopUrl}${CATALOGUE[turn % CATALOGUE.length]}`)).ms);
    }
    const rssBefore = rssMb(apiPid);
    const logFrom = site.apiLogLength();

    const stored = await upload(shopUrl, png(4000, 3000, UPLOAD_BYTES), 'big.png');
    const id = typeof stored.json?.id === 'string' ? stored.json.id : null;
    check(
      'uploads: a visitor uploads one 10 MB PNG through the shop',
      `${stored.status}`,
      stored.status === 201 && id
        ? []
        : [`POST /api/uploads -> ${stored.status} ${stored.text.slice(0, 200)}`],
    );
    if (!id) return;

    let downloading = true;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(apiPid))), 100);
    /** @type {number[]} */
    const shopperMs = [];
    /** @type {Record<string, number>} */
    const shopperStatuses = {};
    const shopper = (async () => {
      for (let turn = 0; downloading; turn += 1) {
        const answer = await get(shopperAgent, `${shopUrl}${CATALOGUE[turn % CATALOGUE.length]}`);
        shopperMs.push(answer.ms);
        bump(shopperStatuses, String(answer.status || answer.error));
      }
    })();

    /** @type {Record<string, number>} */
    const downloadStatuses = {};
    /** @type {string[]} */
    const badDownloads = [];
    let next = 0;
    const startedAt = performance.now();
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < DOWNLOADS) {
          next += 1;
          const answer = await get(downloadAgent, `${shopUrl}/api/uploads/${id}`);
          bump(downloadStatuses, String(answer.status || answer.error));
          const whole = answer.status === 200 && answer.bytes === UPLOAD_BYTES;
          const refusedClearly = (answer.status === 429 || answer.status === 503) && answer.json;
          if (!whole && !refusedClearly) {
            badDownloads.push(
              `GET /api/uploads/${id} -> ${answer.status || answer.error}, ${answer.bytes} of ${UPLOAD_BYTES} bytes`,
            );
          }
        }
      }),
    );
    const downloadSeconds = (performance.now() - startedAt) / 1000;
    downloading = false;
    await shopper;
    clearInterval(sampler);
    shopperAgent.destroy();
    downloadAgent.destroy();

    // The API's memory after the storm: given up to SETTLE_MS to come back.
    let rssAfter = rssMb(apiPid);
    const settleFrom = Date.now();
    while (rssAfter - rssBefore > MEMORY_GOAL_MB && Date.now() - settleFrom < SETTLE_MS) {
      await sleep(1000);
      rssAfter = rssMb(apiPid);
    }
    const settleSeconds = (Date.now() - settleFrom) / 1000;
    const apiReads = [
      ...site
        .apiLog()
        .slice(logFrom)
        .matchAll(/"method":"GET","route":"\/api\/uploads\/:id","status":(\d+)/g),
    ].map((match) => match[1]);

    const p99 = percentile(shopperMs, 0.99);
    say(
      `   ${DOWNLOADS} downloads of ${UPLOAD_BYTES / 1024 / 1024} MB, ${AT_ONCE} at once, in ${downloadSeconds.toFixed(1)} s: ${tally(downloadStatuses)}; the API read the upload ${apiReads.length} time(s)`,
    );
    say(
      `   shopper before: ${quietMs.length} catalogue reads, p50 ${ms(percentile(quietMs, 0.5))}, p99 ${ms(percentile(quietMs, 0.99))}; meanwhile: ${shopperMs.length} reads, p50 ${ms(percentile(shopperMs, 0.5))}, p99 ${ms(p99)}, ${tally(shopperStatuses)}`,
    );
    say(
      `   API memory (RSS): ${rssBefore.toFixed(0)} MB before, ${rssPeak.toFixed(0)} MB at most, ${rssAfter.toFixed(0)} MB ${settleSeconds.toFixed(0)} s after the downloads`,
    );

    /** @type {string[]} */
    const shopperFindings = [];
    const failed = Object.entries(shopperStatuses).filter(
      ([status]) => !/^[234]\d\d$/.test(status),
    );
    if (failed.length > 0)
      shopperFindings.push(`answers other than 2xx-4xx: ${tally(Object.fromEntries(failed))}`);
    if (!(p99 < SHOPPER_P99_GOAL_MS))
      shopperFindings.push(`p99 ${ms(p99)} (goal under ${SHOPPER_P99_GOAL_MS} ms)`);
    if (shopperMs.length === 0) shopperFindings.push('the shopper read nothing');
    check(
      `uploads: a shopper reading the catalogue meanwhile gets no 5xx and a p99 under ${SHOPPER_P99_GOAL_MS} ms`,
      `${shopperMs.length} reads, p99 ${ms(p99)}, ${tally(shopperStatuses)}`,
      shopperFindings,
    );
    check(
      `uploads: the API's memory back within ${MEMORY_GOAL_MB} MB of where it started`,
      `${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MB (peak ${rssPeak.toFixed(0)} MB, ${settleSeconds.toFixed(0)} s after)`,
      rssAfter - rssBefore <= MEMORY_GOAL_MB
        ? []
        : [
            `RSS ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB ${settleSeconds.toFixed(0)} s after the downloads`,
          ],
    );
    check(
      'uploads: every download gets the whole image or a refusal in the shop format',
      tally(downloadStatuses),
      badDownloads,
    );
    check(
      'uploads: repeated downloads are answered by the edge, not the API',
      `the API read it ${apiReads.length} time(s) for ${DOWNLOADS} downloads`,
      apiReads.length <= 1
        ? []
        : [`GET /api/uploads/:id reached the API ${apiReads.length} times: ${apiReads.join(', ')}`],
    );

    const bomb = await upload(shopUrl, png(30_000, 30_000, 4096), 'bomb.png');
    const message = typeof bomb.json?.message === 'string' ? bomb.json.message : '';
    check(
      'uploads: a PNG whose header declares 30,000 x 30,000 pixels is refused',
      `${bomb.status} ${message.slice(0, 60)}`,
      bomb.status === 422 && bomb.json?.statusCode === 422 && /30,000 x 30,000 pixels/.test(message)
        ? []
        : [`POST /api/uploads (30,000 x 30,000) -> ${bomb.status} ${bomb.text.slice(0, 200)}`],
    );
  },
};
