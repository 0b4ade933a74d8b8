// Types of telemetry-wire.cjs for TypeScript callers (shell/host and shell/edge).
export declare const TELEMETRY_PATH: '/_telemetry';
export declare const MAX_EVENTS_PER_BEACON: 20;
export declare const FAILURE_KINDS: readonly ['load', 'chunk', 'render'];
export declare const VITAL_METRICS: readonly ['LCP', 'INP', 'CLS'];
export declare const RELEASE_PATTERN: RegExp;
export declare const MODULE_PATTERN: RegExp;
export declare function releaseLabel(buildVersion: unknown): string;
export declare function moduleLabel(module: string): string;

export type FailureKind = (typeof FAILURE_KINDS)[number];
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** One event of a beacon; a beacon's body is `{"events": [...]}`. */
export type TelemetryEvent =
  | { remote: string; module: string; release: string; kind: FailureKind }
  | {
      remote: string;
      module: string;
      release: string;
      kind: 'vital';
      metric: VitalMetric;
      value: number;
    };
