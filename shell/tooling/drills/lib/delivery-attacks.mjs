// The edge drill's phase for what remote delivery added to the servers (issue 33): the browser
// telemetry endpoint of the shell (POST /_telemetry) and the canary's abort on a remote's server
// (POST /_canary/abort), attacked as anyone on the internet can. Off beacons are refused or
// dropped and counted nowhere; a flood from one address is cut at the rate limit; a flood of
// made-up releases cannot grow the metrics past their bound; the abort refuses everyone without
// the render secret, whatever they send, and changes nothing. Never a 5xx.
import http from 'node:http';
import { prometheusFigures } from './metrics.mjs';
import { bump, say, tally } from './report.mjs';

const TELEMETRY = '/_telemetry';
const ABORT = '/_canary/abort';
/** Events in one beacon, the most a page sends (build-kit's telemetry-wire MAX_EVENTS_PER_BEACON). */
const EVENTS_PER_BEACON = 20;
/** The shell keeps this many (module, release) series per remote, then counts `other`. */
const MAX_SERIES_PER_REMOTE = 25;
/** Beacons of the flood from one address: well past the default 60 a minute. */
const FLOOD_BEACONS = 150;
/** Abort requests without the secret, all at once. */
const ABORT_FLOOD = 200;

/**
 * One request with a body; its status, or what ended the exchange instead ('reset').
 * @param {number} port
 * @param {string} pathname
 * @param {{ method?: string, type?: string, body?: string | Buffer, headers?: Record<string, string> }} options
 * @returns {Promise<string>}
 */
function send(port, pathname, { method = 'POST', type = 'text/plain', body = '', headers = {} }) {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        headers: { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), ...headers },
        timeout: 10_000,
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(String(answer.statusCode)));
        answer.on('error', () => resolve(String(answer.statusCode)));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    // A server may answer a body it will not read (413) and close before taking all of it.
    request.on('error', (error) => resolve(error.message === 'timeout' ? 'timeout' : 'reset'));
    request.end(body);
  });
}

/** @param {Map<string, number>} figures @param {string} name */
const seriesOf = (figures, name) =>
  [...figures].filter(([series]) => series.startsWith(`${name}{`));
/** @param {Map<string, number>} figures @param {string} name */
const sumOf = (figures, name) => seriesOf(figures, name).reduce((sum, [, value]) => sum + value, 0);

/** A failure event a page of the shop could send. */
const failure = (release = '1.0.0-drill', module = 'ProductPage') => ({
  remote: 'catalog',
  module,
  release,
  kind: 'render',
});

/** Beacons no page of this shop sends, each with what it is. */
function offBeacons() {
  const events = (/** @type {unknown[]} */ list) => JSON.stringify({ events: list });
  return [
    ['not JSON', 'text/plain', '{"events": [nonsense'],
    ['an empty body', 'text/plain', ''],
    ['a JSON array', 'application/json', '[]'],
    ['no events', 'application/json', '{}'],
    ['events not a list', 'text/plain', '{"events":"all of them"}'],
    ['21 events', 'text/plain', events(Array.from({ length: 21 }, () => failure()))],
    ['a remote the shop has not', 'text/plain', events([{ ...failure(), remote: 'evil' }])],
    ['a release of 10 KB', 'text/plain', events([failure('x'.repeat(10_000))])],
    ['a release with markup', 'text/plain', events([failure('<script>alert(1)</script>')])],
    ['a module with a label injection', 'text/plain', events([failure('1', 'a"} 1\nx{')])],
    ['an unknown kind', 'text/plain', events([{ ...failure(), kind: 'explode' }])],
    ['an extra key', 'text/plain', events([{ ...failure(), email: 'shopper@example.com' }])],
    [
      'a vital of 1e308',
      'text/plain',
      events([{ ...failure(), kind: 'vital', metric: 'LCP', value: 1e308 }]),
    ],
    [
      'a negative vital',
      'text/plain',
      events([{ ...failure(), kind: 'vital', metric: 'INP', value: -5 }]),
    ],
    [
      '__proto__ keys',
      'text/plain',
      '{"events":[{"__proto__":{"polluted":true},"remote":"catalog","module":"X","release":"1","kind":"load"}]}',
    ],
    ['deep nesting', 'text/plain', `{"events":${'['.repeat(5_000)}${']'.repeat(5_000)}}`],
    ['64 KB of padding', 'text/plain', events([{ ...failure(), pad: 'x'.repeat(64 * 1024) }])],
    ['a form', 'application/x-www-form-urlencoded', 'events=1'],
  ];
}

/**
 * @param {{
 *   shopPort: number, shellMetricsPort: number, remotePort: number, secret: string,
 *   check: (promise: string, measured: string, findings: string[]) => void,
 * }} options
 */
export async function deliveryEndpointsPhase({
  shopPort,
  shellMetricsPort,
  remotePort,
  secret,
  check,
}) {
  say('\n9. The delivery endpoints: browser telemetry and the canary abort, attacked');

  // a. Beacons no page sends: refused (400, 413, 415) or dropped (204), none counted.
  const before = await prometheusFigures(`http://127.0.0.1:${shellMetricsPort}/metrics`);
  /** @type {Record<string, number>} */
  const offStatuses = {};
  /** @type {string[]} */
  const offFindings = [];
  for (const [label, type, body] of offBeacons()) {
    const status = await send(shopPort, TELEMETRY, { type, body });
    bump(offStatuses, status);
    if (!/^(204|400|413|415)$/.test(status)) {
      offFindings.push(`${label} -> ${status} (expected 204 dropped, 400, 413 or 415)`);
    }
  }
  const afterOff = await prometheusFigures(`http://127.0.0.1:${shellMetricsPort}/metrics`);
  for (const name of [
    'edge_remote_browser_failures_total',
    'edge_remote_web_vitals_seconds_count',
  ]) {
    const grew = sumOf(afterOff, name) - sumOf(before, name);
    if (grew !== 0) offFindings.push(`${name} grew by ${grew} from beacons no page sends`);
  }
  say(`   ${offBeacons().length} off beacons: ${tally(offStatuses)}`);
  check(
    'off telemetry beacons refused or dropped, none counted, never a 5xx',
    `${offBeacons().length} beacons: ${tally(offStatuses)}`,
    offFindings,
  );

  // b. A flood from one address, each beacon naming 20 made-up releases: cut at the rate limit,
  // and the metrics keep their bound whatever releases are named.
  /** @type {Record<string, number>} */
  const floodStatuses = {};
  /** @type {string[]} */
  const floodFindings = [];
  let next = 0;
  const worker = async () => {
    while (next < FLOOD_BEACONS) {
      const beacon = next;
      next += 1;
      const list = Array.from({ length: EVENTS_PER_BEACON }, (_, index) =>
        failure(`9.9.${beacon}-${index}`, `Module${(beacon * EVENTS_PER_BEACON + index) % 97}`),
      );
      const status = await send(shopPort, TELEMETRY, { body: JSON.stringify({ events: list }) });
      bump(floodStatuses, status);
      if (!/^(204|429)$/.test(status)) floodFindings.push(`beacon ${beacon} -> ${status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  if (!floodStatuses['429']) {
    floodFindings.push(`no 429 in ${FLOOD_BEACONS} beacons from one address within a minute`);
  }
  const afterFlood = await prometheusFigures(`http://127.0.0.1:${shellMetricsPort}/metrics`);
  const pairs = new Set(
    seriesOf(afterFlood, 'edge_remote_browser_failures_total')
      .map(([series]) => series)
      .filter((series) => series.includes('remote="catalog"'))
      .map((series) => {
        const module = /module="([^"]*)"/.exec(series)?.[1];
        const release = /release="([^"]*)"/.exec(series)?.[1];
        return `${module} ${release}`;
      }),
  );
  if (pairs.size > MAX_SERIES_PER_REMOTE + 1) {
    floodFindings.push(
      `the catalog has ${pairs.size} (module, release) series, more than ${MAX_SERIES_PER_REMOTE} and other`,
    );
  }
  say(
    `   ${FLOOD_BEACONS} beacons of ${EVENTS_PER_BEACON} made-up releases each: ${tally(floodStatuses)}; ` +
      `the catalog's (module, release) series: ${pairs.size}`,
  );
  check(
    `a telemetry flood is cut at the rate limit, and the series stay at most ${MAX_SERIES_PER_REMOTE} + other`,
    `${tally(floodStatuses)}; ${pairs.size} series`,
    floodFindings,
  );

  // c. The canary's abort: only a shop server showing the render secret; everyone else, whatever
  // they send, is refused, and nothing is aborted (no canary runs: the right secret gets 409).
  const releaseBody = JSON.stringify({ release: '1.0.0-drill', reason: 'the drill says so' });
  const json = 'application/json';
  const showing = (/** @type {string} */ shown) => ({ 'X-Render-Secret': shown });
  const changed = `${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`;
  /** @type {{ label: string, headers: Record<string, string>, body: string, expected: string }[]} */
  const attempts = [
    { label: 'no secret', headers: {}, body: releaseBody, expected: '403' },
    { label: 'a wrong secret', headers: showing('guess'), body: releaseBody, expected: '403' },
    {
      label: 'the secret with a letter changed',
      headers: showing(changed),
      body: releaseBody,
      expected: '403',
    },
    { label: 'an empty secret', headers: showing(''), body: releaseBody, expected: '403' },
    {
      label: 'no secret, 2 MB',
      headers: {},
      body: 'x'.repeat(2 * 1024 * 1024),
      expected: '403|413|reset',
    },
    {
      label: 'the secret, not JSON',
      headers: showing(secret),
      body: '{"release":',
      expected: '400',
    },
    { label: 'the secret, no release', headers: showing(secret), body: '{}', expected: '400' },
    {
      label: 'the secret, no canary running',
      headers: showing(secret),
      body: releaseBody,
      expected: '409',
    },
  ];
  /** @type {Record<string, number>} */
  const abortStatuses = {};
  /** @type {string[]} */
  const abortFindings = [];
  for (const { label, headers, body, expected } of attempts) {
    const status = await send(remotePort, ABORT, { headers, body, type: json });
    bump(abortStatuses, status);
    if (!new RegExp(`^(${expected})$`).test(status)) {
      abortFindings.push(`${label} -> ${status} (expected ${expected})`);
    }
  }
  const flood = await Promise.all(
    Array.from({ length: ABORT_FLOOD }, () =>
      send(remotePort, ABORT, { type: json, body: releaseBody }),
    ),
  );
  // 429 is a refusal too, should the remote's server limit one address.
  const refused = flood.filter((status) => status === '403' || status === '429').length;
  if (refused !== ABORT_FLOOD) {
    abortFindings.push(
      `${ABORT_FLOOD - refused} of ${ABORT_FLOOD} aborts without the secret not refused: ${flood
        .filter((status) => status !== '403' && status !== '429')
        .slice(0, 5)
        .join(', ')}`,
    );
  }
  say(
    `   ${attempts.length} abort attempts: ${tally(abortStatuses)}; ${ABORT_FLOOD} at once without the secret: ${refused} refused`,
  );
  check(
    'the canary abort refuses everyone without the render secret, whatever they send',
    `${attempts.length} + ${ABORT_FLOOD} requests: ${tally(abortStatuses)}, ${refused} refused`,
    abortFindings,
  );
}
