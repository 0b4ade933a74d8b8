// The automatic abort of a failing canary, decided by the shell's server, the one place that
// sees both sides: per remote, while its canary runs, it counts the pages it served with the
// canary (a visitor of its cohort) and with the stable release, and the browser failures that
// beacons report (POST /_telemetry: load, chunk, render) for the canary's release and for any
// other release of the remote (the stable one; a beacon whose release is `unknown` counts for
// neither). The counts start when the canary starts and restart when it changes. At each
// canary failure the rule (canary-rule.ts) judges them; when it says abort, the server asks the
// remote's server to end that canary (POST _canary/abort beside its manifest, with the
// render secret; canary-abort.ts), once, and tells the team: a log line at error level with the
// figures, edge_remote_canary_auto_aborts_total, and an e-mail (canary-mail.ts). The canary then
// ends for every visitor at the shells' next poll. Several shells may decide at once: the
// remote aborts once and answers the others 409, which they take as done (logged, no e-mail).
import { releaseLabel, type TelemetryEvent } from '@healing/build-kit/telemetry-wire';
import { CANARY_ABORT_PATH } from '../remote/canary-abort';
import { RENDER_SECRET_HEADER } from '../remote/render-endpoint';
import type { CanaryRule } from './canary-rule';
import { judgeCanary } from './canary-rule';
import type { RemotesView, RunningCanary } from './canaries';
import type { CanaryAlert } from './canary-mail';

/** After an abort request that failed (the remote unreachable), the next try waits this long. */
export const ABORT_RETRY_MS = 10_000;

interface Window {
  release: string;
  /** The canary's release as beacons name it. */
  label: string;
  canaryPages: number;
  canaryFailures: number;
  stablePages: number;
  stableFailures: number;
  /** 'asking': a request under way; 'done': aborted (by this shell or another). */
  state: 'watching' | 'asking' | 'done';
  retryAfter: number;
}

/**
 * Where a remote's server takes an abort: beside its production manifest, as its canary.json
 * is, so a remote served under a path (`https://remotes.example/catalog/mf-manifest.json`) is
 * asked at `…/catalog/_canary/abort`.
 */
export const canaryAbortUrl = (manifest: string) =>
  new URL(CANARY_ABORT_PATH.slice(1), manifest).href;

export type AbortOutcome = 'aborted' | 'already-ended' | 'failed';

export interface CanaryGuardOptions {
  /** Remote name -> its production manifest address (its server's origin is the abort's). */
  remotes: Record<string, string>;
  rule: CanaryRule;
  /** RENDER_SECRET: without it, a remote refuses every abort (the decision is logged only). */
  renderSecret: string | null;
  log: {
    error: (fields: object, message: string) => void;
    warn: (fields: object, message: string) => void;
  };
  /** Told once this shell's request aborted the canary: the metric and the e-mail. */
  onAborted?: (alert: CanaryAlert) => void;
  now?: () => number;
}

export function createCanaryGuard(options: CanaryGuardOptions) {
  const { rule, log, now = Date.now } = options;
  const windows = new Map<string, Window>();

  async function askToAbort(remote: string, window: Window, reason: string): Promise<AbortOutcome> {
    const url = canaryAbortUrl(options.remotes[remote]);
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(options.renderSecret === null
            ? {}
            : { [RENDER_SECRET_HEADER]: options.renderSecret }),
        },
        body: JSON.stringify({ release: window.release, reason }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = await answer.text();
      if (answer.status === 200) {
        const { production = null } = JSON.parse(body) as { production?: string | null };
        options.onAborted?.({ remote, release: window.release, reason, production });
        return 'aborted';
      }
      if (answer.status === 409) {
        log.warn(
          { remote, release: window.release, answer: body },
          `[shell] ${remote} canary ${window.release} is no longer running: not aborted here`,
        );
        return 'already-ended';
      }
      log.error(
        { remote, release: window.release, status: answer.status, answer: body },
        `[shell] ${remote} refused to abort its canary ${window.release}` +
          (answer.status === 403 ? ' (RENDER_SECRET unset or not the same)' : ''),
      );
    } catch (error) {
      log.error(
        { remote, release: window.release, err: error },
        `[shell] could not ask ${remote} to abort its canary ${window.release}`,
      );
    }
    return 'failed';
  }

  function judge(remote: string, window: Window): Promise<AbortOutcome> | null {
    if (window.state !== 'watching' || now() < window.retryAfter) return null;
    const verdict = judgeCanary(window, rule);
    if (!verdict.abort) return null;
    window.state = 'asking';
    log.error(
      { remote, release: window.release, ...verdict },
      `[shell] ${remote} canary ${window.release} is failing: aborting it (${verdict.reason})`,
    );
    return askToAbort(remote, window, verdict.reason).then((outcome) => {
      if (windows.get(remote) !== window) return outcome;
      if (outcome === 'failed') {
        window.state = 'watching';
        window.retryAfter = now() + ABORT_RETRY_MS;
      } else window.state = 'done';
      return outcome;
    });
  }

  return {
    /** A remote's canary started, changed or ended (null): its counts start again. */
    canaryChanged(remote: string, canary: RunningCanary | null): void {
      if (canary === null) {
        windows.delete(remote);
        return;
      }
      if (windows.get(remote)?.release === canary.release) return;
      windows.set(remote, {
        release: canary.release,
        label: releaseLabel(canary.release),
        canaryPages: 0,
        canaryFailures: 0,
        stablePages: 0,
        stableFailures: 0,
        state: 'watching',
        retryAfter: 0,
      });
    },
    /** A page served for `view`: one page on each running canary's side. */
    pageServed(view: RemotesView): void {
      for (const [remote, window] of windows) {
        if (view.onCanary.includes(remote)) window.canaryPages += 1;
        else window.stablePages += 1;
      }
    },
    /**
     * A beacon's event: a failure is counted on its side, and a canary failure judged. Answers
     * the abort under way, if this event started one (tests wait for it).
     */
    event(event: TelemetryEvent): Promise<AbortOutcome> | null {
      if (event.kind === 'vital' || event.release === 'unknown') return null;
      const window = windows.get(event.remote);
      if (!window) return null;
      if (event.release !== window.label) {
        window.stableFailures += 1;
        return null;
      }
      window.canaryFailures += 1;
      return judge(event.remote, window);
    },
    /** The counts of a remote's running canary (for tests and logs). */
    counts(remote: string) {
      const window = windows.get(remote);
      return window && { ...window };
    },
  };
}

export type CanaryGuard = ReturnType<typeof createCanaryGuard>;
