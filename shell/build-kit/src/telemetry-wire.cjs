// The wire format of the remotes' browser telemetry, written once for both ends: the shop's
// pages send it (shell/host's telemetry.ts) and the shell's server believes only what matches it
// (shell/edge's telemetry.ts). CommonJS, like remotes.cjs: the edge runs compiled JavaScript and
// loads it with require; the host's webpack bundles it into the browser entry (no React here).

/** Where the pages send beacons, on the shop's own origin. */
const TELEMETRY_PATH = '/_telemetry';
/** Events in one beacon at most: the browser's batch size, and the edge refuses more. */
const MAX_EVENTS_PER_BEACON = 20;
/** What went wrong: load (manifest or entry), chunk (a chunk missing), render (threw). */
const FAILURE_KINDS = /** @type {const} */ (['load', 'chunk', 'render']);
/** The Web Vitals sent: milliseconds for LCP and INP, a unitless score for CLS. */
const VITAL_METRICS = /** @type {const} */ (['LCP', 'INP', 'CLS']);
/** A release label: a release id, or a manifest's buildVersion made one by releaseLabel. */
const RELEASE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,99}$/;
/** An exposed module's label ('CollectionPage'), and a remote's federation name. */
const MODULE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,59}$/;

/**
 * A manifest's buildVersion as a label value: characters a release id does not use become '-',
 * so a working tree's '1.0.0+2026-11-27T18:44:22.374Z' reads '1.0.0+2026-11-27T18-44-22.374Z'.
 * @param {unknown} buildVersion
 * @returns {string}
 */
function releaseLabel(buildVersion) {
  if (typeof buildVersion !== 'string') return 'unknown';
  const label = buildVersion.replace(/[^A-Za-z0-9._+-]/g, '-').slice(0, 100);
  return RELEASE_PATTERN.test(label) ? label : 'unknown';
}

/**
 * './CollectionPage' -> 'CollectionPage', as the remote's manifest names its exposes.
 * @param {string} module
 * @returns {string}
 */
function moduleLabel(module) {
  const name = module.replace(/^\.\//, '');
  return MODULE_PATTERN.test(name) ? name : 'unknown';
}

module.exports = {
  TELEMETRY_PATH,
  MAX_EVENTS_PER_BEACON,
  FAILURE_KINDS,
  VITAL_METRICS,
  RELEASE_PATTERN,
  MODULE_PATTERN,
  releaseLabel,
  moduleLabel,
};
