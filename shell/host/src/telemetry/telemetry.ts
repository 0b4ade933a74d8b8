// Browser telemetry of the remotes: what went wrong with a remote in this page (its manifest or
// entry did not load, a chunk of it was missing, it threw while rendering) and the Web Vitals of
// the page whose main area a remote rendered, sent in batches with navigator.sendBeacon to the
// shell's server (POST /_telemetry, shell/edge's telemetry.ts), which counts them in Prometheus.
// An event says which remote, module and release, and what kind: never the address, the visitor,
// or an error's message. Failures are always sent; vitals for a sampled share of page views.
// No React here: the browser entry imports this before React is loaded.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  MAX_EVENTS_PER_BEACON,
  MODULE_PATTERN,
  moduleLabel,
  releaseLabel,
  TELEMETRY_PATH,
  type FailureKind,
  type TelemetryEvent,
  type VitalMetric,
} from '@healing/build-kit/telemetry-wire';

// The wire format is the build kit's, shared with the edge that reads it.
export { moduleLabel, releaseLabel, TELEMETRY_PATH };
export type { FailureKind, TelemetryEvent, VitalMetric };

/** Events per beacon: a full batch is sent at once (the edge refuses more in one beacon). */
export const MAX_BATCH = MAX_EVENTS_PER_BEACON;
/** Events one page view sends at most: a remote failing in a loop does not flood the edge. */
export const MAX_EVENTS_PER_PAGE = 60;
/** Share of page views whose Web Vitals are sent when the shop config names none. */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.25;

/** The release of each remote, from the manifest the federation runtime read. */
const releases = new Map<string, string>();

export function noteRemoteRelease(remote: string, buildVersion: unknown): void {
  releases.set(remote, releaseLabel(buildVersion));
}

export function releaseOf(remote: string): string {
  return releases.get(remote) ?? 'unknown';
}

/**
 * A federation runtime plugin that notes each remote's release (its manifest's buildVersion)
 * as the runtime reads the manifest.
 */
export function remoteReleasesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'healing-remote-releases',
    loadRemoteSnapshot(args) {
      const snapshot = args.remoteSnapshot as { buildVersion?: unknown } | undefined;
      noteRemoteRelease(args.moduleInfo.name, snapshot?.buildVersion);
      return args;
    },
  };
}

/**
 * What kind of load failure `error` is: `chunk` when a chunk of the remote could not be fetched
 * (webpack's ChunkLoadError, or its CSS twin), anywhere in its causes; `load` otherwise (the
 * manifest, the remote entry, a timeout).
 */
export function failureKindOf(error: unknown): 'load' | 'chunk' {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (
      current.name === 'ChunkLoadError' ||
      /^Loading (CSS )?chunk \S+ failed/i.test(current.message)
    ) {
      return 'chunk';
    }
    current = current.cause;
  }
  return 'load';
}

interface TelemetryState {
  queue: TelemetryEvent[];
  sent: number;
  vitalsSampleRate: number;
  random: () => number;
  listening: boolean;
}

const state: TelemetryState = {
  queue: [],
  sent: 0,
  vitalsSampleRate: DEFAULT_VITALS_SAMPLE_RATE,
  random: Math.random,
  listening: false,
};

/** The shop config's sample rate (and, for tests, the dice); resets what was queued. */
export function configureTelemetry(options: {
  vitalsSampleRate?: number;
  random?: () => number;
}): void {
  const rate = options.vitalsSampleRate;
  state.vitalsSampleRate =
    typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : DEFAULT_VITALS_SAMPLE_RATE;
  state.random = options.random ?? Math.random;
  state.queue = [];
  state.sent = 0;
}

function send(body: string): void {
  try {
    // A string goes as text/plain: no CORS preflight, and the page's own origin.
    if (navigator.sendBeacon?.(TELEMETRY_PATH, body)) return;
  } catch {
    // a browser that refuses the beacon: fetch below
  }
  if (typeof fetch !== 'function') return;
  fetch(TELEMETRY_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}

/** Sends what is queued, now. */
export function flushTelemetry(): void {
  if (state.queue.length === 0) return;
  const events = state.queue;
  state.queue = [];
  send(JSON.stringify({ events }));
}

function flushWhenHidden(): void {
  if (document.visibilityState === 'hidden') flushTelemetry();
}

/**
 * The queue goes when the page is hidden or left. Listened for on the window, in the bubbling
 * phase: after web-vitals' own listeners (capturing), which hand over the last values then.
 */
function listenForHide(): void {
  if (state.listening || typeof window === 'undefined') return;
  state.listening = true;
  window.addEventListener('visibilitychange', flushWhenHidden);
  window.addEventListener('pagehide', flushTelemetry);
}

function enqueue(event: TelemetryEvent): void {
  if (state.sent >= MAX_EVENTS_PER_PAGE) return;
  state.sent += 1;
  state.queue.push(event);
  listenForHide();
  if (state.queue.length >= MAX_BATCH) flushTelemetry();
}

/** Where a failure or a vital happened: the remote and its exposed module ('./BooksPage'). */
export interface RemoteArea {
  remote: string;
  module: string;
}

function labelsOf({ remote, module }: RemoteArea) {
  return MODULE_PATTERN.test(remote)
    ? { remote, module: moduleLabel(module), release: releaseOf(remote) }
    : null;
}

/** A remote failed in this page: always sent. */
export function reportRemoteFailure(area: RemoteArea & { kind: FailureKind }): void {
  const labels = labelsOf(area);
  if (labels) enqueue({ ...labels, kind: area.kind });
}

/** A Web Vital of the page whose main area `area` rendered (milliseconds; CLS unitless). */
export function reportWebVital(area: RemoteArea, metric: VitalMetric, value: number): void {
  const labels = labelsOf(area);
  if (!labels || !Number.isFinite(value) || value < 0) return;
  const rounded = metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  enqueue({ ...labels, kind: 'vital', metric, value: rounded });
}

/** Whether this page view's vitals are sent: decided once, with the configured rate. */
export function isVitalsSampled(): boolean {
  return state.random() < state.vitalsSampleRate;
}

/**
 * Measures LCP, INP and CLS for a sampled page view and reports them for `area` (the remote
 * module of the page's main area, as the visitor landed). web-vitals is loaded only then, in a
 * chunk of its own, off the entry's critical path.
 */
export function startWebVitals(area: RemoteArea | undefined): void {
  if (!area || !isVitalsSampled()) return;
  import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
    .then(({ onCLS, onINP, onLCP }) => {
      const report = (metric: { name: string; value: number }) =>
        reportWebVital(area, metric.name as VitalMetric, metric.value);
      onLCP(report);
      onINP(report);
      onCLS(report);
      listenForHide();
    })
    .catch(() => undefined);
}
