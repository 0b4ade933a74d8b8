// Canaries as the shell's server sees them. A remote with a canary running (remote/releases.ts
// commitCanary) serves its state at /_env/canary/canary.json beside the canary's manifest
// ({ release, share, since }; 404 when none runs); the server polls it every CANARY_POLL_MS,
// so a canary that starts or ends reaches every visitor at the next poll.
//
// Who gets it: each visitor carries a cohort, a number from 0 to 99 drawn once and kept in the
// `mf_cohort` cookie (a year, SameSite=Lax, HttpOnly: only the server reads it; no personal
// data); a visitor is in a remote's canary when the number is below its share, so the same
// visitors stay in it for the canary's whole life, and the cohort grows with the share. One
// number for every remote: two canaries at 10% go to the same tenth. For such a visitor the
// page's shop-config names the canary's manifest, and the server renders that remote's areas
// with the canary's /__render beside it: the server render and the browser load one release.
import { randomInt } from 'node:crypto';
import { CANARY, environmentManifestUrl } from '../config';
import { cookieValues } from '../http/html';
import { type CanaryState, parseCanaryState } from '../remote/releases';
import { pollRemotes } from './remote-polling';

export const COHORT_COOKIE = 'mf_cohort';
/** A year: a visitor stays in (or out of) a canary across visits. */
const COHORT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const COHORT_VALUE = /^\d{1,2}$/;

/** The address of a remote's canary manifest, from its production manifest's. */
export const canaryManifestUrl = (manifest: string) => environmentManifestUrl(manifest, CANARY);

/** The address of a remote's canary state: canary.json beside its canary manifest. */
export const canaryStateUrl = (manifest: string) =>
  new URL('canary.json', canaryManifestUrl(manifest)).href;

/** The visitor's cohort from the cookie, or a new one the page then sets. */
export function visitorCohort(cookieHeader: string | undefined): {
  cohort: number;
  isNew: boolean;
} {
  const known = cookieValues(cookieHeader, COHORT_COOKIE).find((value) => COHORT_VALUE.test(value));
  return known !== undefined
    ? { cohort: Number(known), isNew: false }
    : { cohort: randomInt(100), isNew: true };
}

export function cohortCookie(cohort: number, { secure = false } = {}): string {
  const attributes = `Path=/; Max-Age=${COHORT_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly`;
  return `${COHORT_COOKIE}=${cohort}; ${attributes}${secure ? '; Secure' : ''}`;
}

export interface RunningCanary extends CanaryState {
  /** Its manifest's address. */
  manifest: string;
}

/** What one visitor's page loads: each remote's manifest address, and a name for that mix. */
export interface RemotesView {
  remotes: Record<string, string>;
  /** The remotes on their canary and its release (`mf-catalog@<id>`); '' for the stable mix. */
  key: string;
  /** The remotes whose canary this visitor gets. */
  onCanary: string[];
}

/** The remotes a visitor of `cohort` gets while `canaries` run. */
export function remotesFor(
  cohort: number,
  remotes: Record<string, string>,
  canaries: ReadonlyMap<string, RunningCanary>,
): RemotesView {
  const onCanary = [...canaries.entries()]
    .filter(([remote, canary]) => Object.hasOwn(remotes, remote) && cohort < canary.share)
    .sort(([a], [b]) => a.localeCompare(b));
  if (onCanary.length === 0) return { remotes, key: '', onCanary: [] };
  const view = { ...remotes };
  for (const [remote, canary] of onCanary) view[remote] = canary.manifest;
  return {
    remotes: view,
    key: onCanary.map(([remote, canary]) => `${remote}@${canary.release}`).join(','),
    onCanary: onCanary.map(([remote]) => remote),
  };
}

export interface CanaryWatchOptions {
  /** Remote name -> its production manifest address. */
  remotes: Record<string, string>;
  intervalMs: number;
  /** Told when a remote's canary starts, changes or ends (null). */
  onChange?: (remote: string, canary: RunningCanary | null) => void;
}

/**
 * Polls each remote's canary state now and every `intervalMs`. A 404 ends a canary; an
 * unreachable or unreadable state keeps what was last read (the remote itself is then failing
 * for everyone, canary or not).
 */
export function watchCanaries({ remotes, intervalMs, onChange = () => {} }: CanaryWatchOptions) {
  const running = new Map<string, RunningCanary>();
  const set = (remote: string, canary: RunningCanary | null) => {
    const before = running.get(remote);
    if (canary === null) {
      if (!before) return;
      running.delete(remote);
    } else {
      if (before?.release === canary.release && before.share === canary.share) return;
      running.set(remote, canary);
    }
    onChange(remote, canary);
  };
  const read = async (remote: string, manifest: string) => {
    try {
      const answer = await fetch(canaryStateUrl(manifest), {
        signal: AbortSignal.timeout(Math.min(5_000, Math.max(200, intervalMs))),
      });
      if (answer.status === 404) {
        await answer.body?.cancel();
        set(remote, null);
        return;
      }
      if (answer.status !== 200) {
        await answer.body?.cancel();
        return;
      }
      const state = parseCanaryState(await answer.json());
      if (state) set(remote, { ...state, manifest: canaryManifestUrl(manifest) });
    } catch {
      // unreachable or unreadable for now: what was last read stays
    }
  };
  const poll = pollRemotes(remotes, intervalMs, read);
  return {
    /** The canaries running now, by remote. */
    running: (): ReadonlyMap<string, RunningCanary> => running,
    stop: poll.stop,
  };
}

export type CanaryWatch = ReturnType<typeof watchCanaries>;
