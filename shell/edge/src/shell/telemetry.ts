// Browser telemetry of the remotes: the shell's pages send, with navigator.sendBeacon, what went
// wrong with a remote in the shopper's browser (its manifest or entry did not load, a chunk of it
// was missing, it threw while rendering) and the Web Vitals of the pages a remote rendered, to
// POST /_telemetry on the shop's own origin. The edge keeps nothing but counters: every label
// value is checked against a fixed list, the configured remotes or a strict pattern, and each
// remote keeps a bounded number of (module, release) series. Next to them, the release each
// remote has live, read from its manifest every minute.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { sendError } from '../http/errors';
import { PRODUCTION } from '../config';
import { pollRemotes } from './remote-polling';

import {
  FAILURE_KINDS,
  MAX_EVENTS_PER_BEACON,
  MODULE_PATTERN,
  RELEASE_PATTERN,
  releaseLabel,
  TELEMETRY_PATH,
  VITAL_METRICS,
  type FailureKind,
  type TelemetryEvent,
  type VitalMetric,
} from '@healing/build-kit/telemetry-wire';

// The wire format is the build kit's, shared with the pages that send it.
export { MAX_EVENTS_PER_BEACON, releaseLabel, TELEMETRY_PATH };
export type { TelemetryEvent };

/** A beacon is a few hundred bytes; a full batch stays well under this. */
export const TELEMETRY_BODY_LIMIT_BYTES = 16 * 1024;
/** (module, release) pairs kept per remote; beyond that, counted as module and release `other`. */
export const MAX_SERIES_PER_REMOTE = 25;

/** The largest value believed: milliseconds for LCP and INP, a unitless score for CLS. */
const VITAL_MAX: Record<VitalMetric, number> = { LCP: 300_000, INP: 300_000, CLS: 50 };

const FAILURE_KEYS = ['kind', 'module', 'release', 'remote'];
const VITAL_KEYS = ['kind', 'metric', 'module', 'release', 'remote', 'value'];

function hasExactly(item: object, keys: readonly string[]): boolean {
  const own = Object.keys(item).sort();
  return own.length === keys.length && own.every((key, index) => key === keys[index]);
}

/** One event, or null when anything in it is off. */
export function readEvent(item: unknown, remotes: ReadonlySet<string>): TelemetryEvent | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const event = item as Record<string, unknown>;
  const { remote, module, release, kind } = event;
  if (typeof remote !== 'string' || !remotes.has(remote)) return null;
  if (typeof module !== 'string' || !MODULE_PATTERN.test(module)) return null;
  if (typeof release !== 'string' || !(release === 'unknown' || RELEASE_PATTERN.test(release)))
    return null;
  if ((FAILURE_KINDS as readonly unknown[]).includes(kind)) {
    return hasExactly(event, FAILURE_KEYS)
      ? { remote, module, release, kind: kind as FailureKind }
      : null;
  }
  if (kind !== 'vital' || !hasExactly(event, VITAL_KEYS)) return null;
  const { metric, value } = event;
  if (!(VITAL_METRICS as readonly unknown[]).includes(metric)) return null;
  const max = VITAL_MAX[metric as VitalMetric];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) return null;
  return { remote, module, release, kind, metric: metric as VitalMetric, value };
}

/**
 * A beacon's events; `malformed` when the body is not `{"events": [...]}` with 1 to
 * MAX_EVENTS_PER_BEACON items (400), `invalid` when any event is off (the whole beacon is
 * dropped: a page of this shop never sends one, so none of it is believed; 204 all the same).
 */
export function readBeacon(
  body: string,
  remotes: ReadonlySet<string>,
): TelemetryEvent[] | 'malformed' | 'invalid' {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'malformed';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'malformed';
  const { events } = parsed as { events?: unknown };
  if (!Array.isArray(events) || events.length === 0 || events.length > MAX_EVENTS_PER_BEACON) {
    return 'malformed';
  }
  const read = events.map((item) => readEvent(item, remotes));
  return read.every((event): event is TelemetryEvent => event !== null) ? read : 'invalid';
}

export type BeaconOutcome = 'accepted' | 'invalid' | 'malformed' | 'rate_limited';

export interface TelemetryMetrics {
  record: (event: TelemetryEvent) => void;
  beacon: (outcome: BeaconOutcome) => void;
  /** Sets the live release of a remote (`edge_remote_release_info`). */
  liveRelease: (remote: string, release: string) => void;
  /** Sets a remote's canary release (role="canary"); null: its canary ended. */
  canaryRelease: (remote: string, release: string | null) => void;
  /** A canary this shell aborted by itself (canary-guard.ts). */
  canaryAutoAborted: (remote: string, release: string) => void;
}

/** Seconds, for LCP and INP: Google's "good" and "poor" thresholds among them. */
const VITAL_SECONDS_BUCKETS = [0.05, 0.1, 0.2, 0.5, 1, 1.5, 2.5, 4, 6, 10, 20];
const CLS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

/**
 * `environment` labels the release info: the environment whose releases this shell shows
 * (ShellConfig.environment); a remote's canary has a role="canary" series while it runs.
 */
export function createTelemetryMetrics(
  registry: Registry,
  remotes: readonly string[],
  environment: string = PRODUCTION,
): TelemetryMetrics {
  const registers = [registry];
  const failures = new Counter({
    name: 'edge_remote_browser_failures_total',
    help: "Failures of a remote seen in shoppers' browsers, by remote, exposed module, release (the manifest's buildVersion) and kind: load (manifest or entry), chunk (a chunk missing), render (threw while rendering).",
    labelNames: ['remote', 'module', 'release', 'kind'],
    registers,
  });
  const vitalSeconds = new Histogram({
    name: 'edge_remote_web_vitals_seconds',
    help: "Web Vitals in seconds (metric LCP or INP) of page views whose main area a remote's module rendered, sampled, by remote, module and release.",
    labelNames: ['remote', 'module', 'release', 'metric'],
    buckets: VITAL_SECONDS_BUCKETS,
    registers,
  });
  const vitalCls = new Histogram({
    name: 'edge_remote_web_vitals_cls',
    help: "Cumulative Layout Shift (unitless) of page views whose main area a remote's module rendered, sampled, by remote, module and release.",
    labelNames: ['remote', 'module', 'release'],
    buckets: CLS_BUCKETS,
    registers,
  });
  const beacons = new Counter({
    name: 'edge_remote_telemetry_beacons_total',
    help: 'Beacons sent to /_telemetry, by outcome: accepted, invalid (an event was off: all dropped), malformed (400), rate_limited (429).',
    labelNames: ['outcome'],
    registers,
  });
  const releaseInfo = new Gauge({
    name: 'edge_remote_release_info',
    help: "The release each remote has, per environment and role (live: its manifest's buildVersion; canary: the release its canary shows a share of visitors, while one runs): 1 for the release in place.",
    labelNames: ['remote', 'environment', 'release', 'role'],
    registers,
  });
  const autoAborts = new Counter({
    name: 'edge_remote_canary_auto_aborts_total',
    help: "Canaries this shell aborted by itself, their failure rate in shoppers' browsers significantly above the stable release's (the rule in shell/edge/README.md), by remote and release.",
    labelNames: ['remote', 'release'],
    registers,
  });
  for (const outcome of ['accepted', 'invalid', 'malformed', 'rate_limited']) {
    beacons.inc({ outcome }, 0);
  }
  for (const remote of remotes) {
    for (const kind of FAILURE_KINDS)
      failures.inc({ remote, module: 'other', release: 'other', kind }, 0);
  }
  const kept = new Map<string, Set<string>>();
  /** The (module, release) labels an event is counted under, within the remote's budget. */
  const labelsOf = (event: TelemetryEvent) => {
    let pairs = kept.get(event.remote);
    if (!pairs) kept.set(event.remote, (pairs = new Set()));
    const pair = `${event.module} ${event.release}`;
    if (!pairs.has(pair)) {
      if (pairs.size >= MAX_SERIES_PER_REMOTE) {
        return { remote: event.remote, module: 'other', release: 'other' };
      }
      pairs.add(pair);
    }
    return { remote: event.remote, module: event.module, release: event.release };
  };
  /** `${role} ${remote}` -> the release its series names now. */
  const shown = new Map<string, string>();
  const setRelease = (remote: string, role: string, release: string | null) => {
    const key = `${role} ${remote}`;
    const before = shown.get(key);
    if (before === release || (before === undefined && release === null)) return;
    const series = { remote, environment, role };
    if (before !== undefined) releaseInfo.remove({ ...series, release: before });
    if (release === null) {
      shown.delete(key);
      return;
    }
    releaseInfo.set({ ...series, release }, 1);
    shown.set(key, release);
  };
  return {
    record: (event) => {
      const labels = labelsOf(event);
      if (event.kind !== 'vital') failures.inc({ ...labels, kind: event.kind });
      else if (event.metric === 'CLS') vitalCls.observe(labels, event.value);
      else vitalSeconds.observe({ ...labels, metric: event.metric }, event.value / 1000);
    },
    beacon: (outcome) => beacons.inc({ outcome }),
    liveRelease: (remote, release) => setRelease(remote, 'live', release),
    canaryRelease: (remote, release) =>
      setRelease(remote, 'canary', release === null ? null : releaseLabel(release)),
    canaryAutoAborted: (remote, release) =>
      autoAborts.inc({ remote, release: releaseLabel(release) }),
  };
}

/**
 * Reads each remote's manifest now and every `intervalMs`, and tells `onRelease` its
 * buildVersion as a label value. An unreachable manifest keeps the release last read.
 */
export function watchManifestReleases(
  remotes: Record<string, string>,
  intervalMs: number,
  onRelease: (remote: string, release: string) => void,
) {
  const read = async (remote: string, manifest: string) => {
    try {
      const answer = await fetch(manifest, {
        signal: AbortSignal.timeout(Math.min(5_000, Math.max(200, intervalMs))),
      });
      if (answer.status !== 200) return;
      const json = (await answer.json()) as {
        metaData?: { buildInfo?: { buildVersion?: unknown } };
      };
      const release = releaseLabel(json.metaData?.buildInfo?.buildVersion);
      if (release !== 'unknown') onRelease(remote, release);
    } catch {
      // unreachable or unreadable for now: the release last read stays
    }
  };
  return pollRemotes(remotes, intervalMs, read);
}

export interface TelemetryOptions {
  remotes: readonly string[];
  /** Beacons per client address (request.ip: the trusted proxies' X-Forwarded-For) per minute. */
  ratePerMinute: number;
  metrics: TelemetryMetrics | null;
  /** Told every event believed (the canary guard counts failures). */
  onEvent?: (event: TelemetryEvent) => void;
}

/**
 * POST /_telemetry: text/plain (what sendBeacon sends for a string) or application/json, at
 * most TELEMETRY_BODY_LIMIT_BYTES, at most `ratePerMinute` per client address (429 beyond);
 * answered 204 (400 for a malformed body), and nothing kept but counters.
 */
export async function registerTelemetry(app: FastifyInstance, options: TelemetryOptions) {
  const remotes = new Set(options.remotes);
  const { metrics } = options;
  await app.register(rateLimit, { global: false });
  await app.register((scope, _options, done) => {
    // Only this route reads a body as text; whatever its type says, JSON is parsed here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['text/plain', 'application/json'],
      { parseAs: 'string', bodyLimit: TELEMETRY_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(TELEMETRY_PATH, {
      bodyLimit: TELEMETRY_BODY_LIMIT_BYTES,
      config: {
        rateLimit: {
          max: options.ratePerMinute,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => request.ip,
          onExceeded: () => metrics?.beacon('rate_limited'),
        },
      },
      handler: (request: FastifyRequest, reply: FastifyReply) => {
        const beacon = readBeacon(typeof request.body === 'string' ? request.body : '', remotes);
        if (beacon === 'malformed') {
          metrics?.beacon('malformed');
          return sendError(reply, 400, 'The telemetry beacon is malformed.');
        }
        if (beacon === 'invalid') metrics?.beacon('invalid');
        else {
          for (const event of beacon) {
            metrics?.record(event);
            options.onEvent?.(event);
          }
          metrics?.beacon('accepted');
        }
        return reply.code(204).header('Cache-Control', 'no-store').send();
      },
    });
    done();
  });
}
