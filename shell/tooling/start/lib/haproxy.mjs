// HAProxy in front of the shop's replicas: finding Debian's binary, writing its configuration,
// validating it (`haproxy -c`), and reading which servers it sees up (its stats page, as CSV).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's package installs it here (`apt-get install -y haproxy`). */
const CANDIDATES = [process.env.HAPROXY_BIN, '/usr/sbin/haproxy', '/usr/local/sbin/haproxy'];

/**
 * The haproxy binary and its version, or an error saying how to install it.
 * @returns {{ bin: string, version: string }}
 */
export function findHaproxy() {
  const bin = CANDIDATES.find((file) => file && existsSync(file));
  if (!bin) {
    throw new Error(
      'HAProxy is not installed. Install it with `sudo apt-get install -y haproxy` (Debian/Ubuntu), or set HAPROXY_BIN to its path.',
    );
  }
  const said = execFileSync(bin, ['-v'], { encoding: 'utf8' });
  const version = /version (\S+)/i.exec(said)?.[1] ?? 'unknown';
  const major = Number(/^(\d+)\./.exec(version)?.[1] ?? 0);
  if (major < 2) throw new Error(`HAProxy ${version} at ${bin} is too old: 2.0 or later is needed`);
  return { bin, version };
}

/**
 * Runs `haproxy -c -f file`: resolves when the configuration is valid, else throws with what
 * HAProxy said.
 * @param {string} bin
 * @param {string} file
 */
export function validateConfig(bin, file) {
  const check = spawnSync(bin, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) {
    throw new Error(`HAProxy refused ${file}:\n${check.stdout}${check.stderr}`);
  }
}

/**
 * @typedef {object} Server
 * @property {string} name
 * @property {number} port  on 127.0.0.1
 */

/**
 * @typedef {object} Pool
 * @property {string} name        the frontend's and backend's name
 * @property {string} bind        `address:port`
 * @property {string} healthPath  what the checks ask (200 = send it traffic)
 * @property {Server[]} servers
 * @property {string} [comment]
 */

/**
 * A TCP pool of PostgreSQL servers, checked by HAProxy's PostgreSQL check (a startup message
 * answered by an authentication request).
 * @typedef {object} TcpPool
 * @property {string} name  the listen section's name
 * @property {string} bind  `address:port`
 * @property {(Server & { backup?: boolean })[]} servers  a backup server gets connections only
 *   while no other one is usable
 * @property {string} [comment]
 */

/**
 * @typedef {object} HaproxyOptions
 * @property {Pool[]} pools
 * @property {TcpPool[]} [tcpPools]
 * @property {string} [adminSocket]  a Unix socket for HAProxy's runtime API, admin level, for
 *   this machine's root alone (`npm run promote:standby` puts servers in maintenance through it)
 * @property {number} [statsPort]  a stats page (and `/;csv`) on 127.0.0.1
 * @property {number} [serverTimeoutMs]  longest wait for a server's answer; above the shell's
 *   API_TIMEOUT_MS, so the shell's own 504 (in the API's format) comes first
 */

/**
 * The configuration, as text. Every choice is explained in the file itself, since an operator
 * reads it there.
 * @param {HaproxyOptions} options
 */
export function haproxyConfig({
  pools,
  tcpPools = [],
  statsPort,
  adminSocket,
  serverTimeoutMs = 40_000,
}) {
  const lines = [
    '# Written by shell/tooling/start/lib/haproxy.mjs each time the cluster starts; edit that instead.',
    'global',
    '  # State changes (a server DOWN or UP) and failed requests, on stdout; normal requests are',
    '  # not logged (option dontlog-normal below).',
    '  log stdout format raw local0 notice',
    '  maxconn 4096',
    ...(adminSocket
      ? [
          "  # The runtime API: a server's state changed without a reload (the standby's promotion).",
          `  stats socket ${adminSocket} mode 600 level admin`,
        ]
      : []),
    '  # A stop (SIGUSR1) lets requests in flight finish, for 30 s at most.',
    '  hard-stop-after 30s',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  # httplog without the URI: an /api/cart path holds a session id, the key to a cart.',
    '  # Client, time, frontend, backend/server, timers, status, bytes, termination state,',
    '  # connection counts, queues, the captured X-Request-Id, then the method alone.',
    '  log-format "%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %ac/%fc/%bc/%sc/%rc %sq/%bq %hr %HM"',
    '  option dontlognull',
    '  option dontlog-normal',
    '  option log-separate-errors',
    '  timeout connect 2s',
    '  # Headers within 10 s, as the edge itself requires; idle keep-alive clients closed after 10 s.',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout client 60s',
    `  timeout server ${Math.ceil(serverTimeoutMs / 1000)}s`,
    '  timeout queue 10s',
    '  timeout check 2s',
    '  # A request is sent again only when it cannot have been carried out: the connection failed',
    '  # before anything was sent (conn-failure), or, for GET, HEAD and OPTIONS only, the server',
    '  # closed without answering (empty-response: a replica killed mid-request). A write whose',
    '  # body reached a server is never resent (disable-l7-retry below): the API may have stored',
    '  # it, and only the client, with its Idempotency-Key, can safely send it again.',
    '  retries 2',
    '  retry-on conn-failure empty-response',
    '  # Each retry goes to another server, not the one that just failed.',
    '  option redispatch 1',
    '  # Checks every second; 2 failures take a server out, 2 successes bring it back.',
    '  default-server inter 1s fall 2 rise 2',
  ];
  for (const pool of pools) {
    lines.push(
      '',
      ...(pool.comment ? [`# ${pool.comment}`] : []),
      `frontend ${pool.name}`,
      `  bind ${pool.bind}`,
      '  # The client address for the next hop, which trusts this balancer (TRUSTED_PROXIES).',
      '  option forwardfor',
      '  # One id per request, through every hop and in every log line: the one it came with, if any.',
      '  http-request set-header X-Request-Id %[uuid] unless { req.hdr(x-request-id) -m found }',
      '  http-request capture req.hdr(x-request-id) len 64',
      '  http-request disable-l7-retry unless METH_GET or METH_HEAD or METH_OPTIONS',
      `  default_backend ${pool.name}`,
      '',
      `backend ${pool.name}`,
      '  # The replica with fewest requests in flight: a slow checkout does not queue reads.',
      '  balance leastconn',
      '  option httpchk',
      `  http-check send meth GET uri ${pool.healthPath} ver HTTP/1.1 hdr Host localhost`,
      '  http-check expect status 200',
      ...pool.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
    );
  }
  for (const pool of tcpPools) {
    lines.push(
      '',
      ...(pool.comment ? [`# ${pool.comment}`] : []),
      `listen ${pool.name}`,
      '  mode tcp',
      `  bind ${pool.bind}`,
      '  option tcplog',
      '  # Pooled connections stay open while idle; TCP keep-alives find a dead peer.',
      '  timeout client 1h',
      '  timeout server 1h',
      '  option clitcpka',
      '  option srvtcpka',
      '  option pgsql-check user postgres',
      ...pool.servers.map(
        (server) =>
          // Sessions of a server seen down are cut at once: the API's pool sees its clients end
          // and opens new ones, to the server now in charge, instead of waiting on a dead peer.
          `  server ${server.name} 127.0.0.1:${server.port} check on-marked-down shutdown-sessions${server.backup ? ' backup' : ''}`,
      ),
    );
  }
  if (statsPort) {
    lines.push(
      '',
      '# Which servers are up, for people (/) and scripts (/;csv); loopback only.',
      'listen stats',
      `  bind 127.0.0.1:${statsPort}`,
      '  stats enable',
      '  stats uri /',
      '  stats refresh 5s',
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The state HAProxy's checks give each server (`UP`, `DOWN`, `UP 1/2`, `NOLB`, `MAINT`...),
 * as `backend/server`, from the stats page's CSV.
 * @param {number} statsPort
 * @returns {Promise<Record<string, string>>}
 */
export async function serverStates(statsPort) {
  const answer = await fetch(`http://127.0.0.1:${statsPort}/;csv`, {
    signal: AbortSignal.timeout(2_000),
  });
  const [header = '', ...rows] = (await answer.text()).split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (/** @type {string} */ name) => columns.indexOf(name);
  /** @type {Record<string, string>} */
  const states = {};
  for (const row of rows) {
    const cells = row.split(',');
    const server = cells[at('svname')];
    if (!server || server === 'FRONTEND' || server === 'BACKEND') continue;
    states[`${cells[at('pxname')]}/${server}`] = cells[at('status')] ?? '';
  }
  return states;
}

/**
 * Waits until HAProxy's checks see every one of `servers` (`backend/server`) UP; false after
 * `timeoutMs`.
 * @param {number} statsPort
 * @param {string[]} servers
 * @param {number} timeoutMs
 */
export async function waitUntilUp(statsPort, servers, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const states = await serverStates(statsPort).catch(() => ({}));
    if (
      servers.every((server) => /** @type {Record<string, string>} */ (states)[server] === 'UP')
    ) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/**
 * HAProxy in the foreground writes each warning both to stderr and, as a log line, to stdout:
 * the stderr copy of a notice or warning is dropped (alerts are kept).
 * @param {string} line
 * @param {'stdout' | 'stderr'} stream
 */
export const isDuplicateNotice = (line, stream) =>
  stream === 'stderr' && /^\[(NOTICE|WARNING)\]\s+\(\d+\) : /.test(line);
