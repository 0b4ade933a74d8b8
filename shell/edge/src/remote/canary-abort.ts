// POST /_canary/abort on a remote's server: how the shell's server aborts a failing canary by
// itself (shell/canary-guard.ts decides, by the rule in shell/canary-rule.ts). Only the shop's
// servers may ask: the request shows the render secret (RENDER_SECRET, X-Render-Secret), and a
// remote without one refuses every request (an abort from anyone would be a way to stop any
// canary). The body names the release the decision was about, {release, reason}: a canary that
// is no longer running, or another release's, is left alone (409), so a stale decision never
// aborts a newer canary, and the second of several shells deciding at once gets 409 "already
// ended", which it takes as done. An abort is the team command's (`--abort`: production as it
// was, the release marked aborted so no rollback returns to it), taken under the releases lock,
// and audited in <releases dir>/audit.log (action `auto-abort`, with the reason's figures).
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors';
import { labelRoute } from '../http/metrics';
import { abortCanary, appendAudit, currentCanary, ReleaseSwitchError } from './releases';
import { RENDER_SECRET_HEADER, showsRenderSecret } from './render-endpoint';

export const CANARY_ABORT_PATH = '/_canary/abort';
/** A reason is a line of figures; a longer one is cut. */
const MAX_REASON_LENGTH = 1_000;

export interface CanaryAbortOptions {
  /** The remote's package folder (its releases). */
  packageDir: string;
  /** RENDER_SECRET; null: every request is refused. */
  secret: string | null;
}

function readRequest(body: unknown): { release: string; reason: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { release, reason } = body as Record<string, unknown>;
  if (typeof release !== 'string' || release === '' || typeof reason !== 'string') return null;
  return { release, reason: reason.slice(0, MAX_REASON_LENGTH) };
}

export function registerCanaryAbort(app: FastifyInstance, options: CanaryAbortOptions) {
  app.post(CANARY_ABORT_PATH, async (request, reply) => {
    labelRoute(request, 'canary-abort');
    const { secret, packageDir } = options;
    if (secret === null || !showsRenderSecret(request.headers[RENDER_SECRET_HEADER], secret)) {
      return sendError(reply, 403, 'Forbidden');
    }
    const asked = readRequest(request.body);
    if (!asked) return sendError(reply, 400, 'The body is {"release": "<id>", "reason": "..."}.');
    const running = currentCanary(packageDir);
    if (running?.release !== asked.release) {
      return sendError(
        reply,
        409,
        running
          ? `The canary running is ${running.release}, not ${asked.release}.`
          : `No canary is running: ${asked.release}'s has already ended.`,
      );
    }
    try {
      const end = await abortCanary(packageDir, { release: asked.release });
      const file = appendAudit(packageDir, {
        action: 'auto-abort',
        environment: 'canary',
        release: end.release,
        share: end.share,
        production: end.production,
        reason: asked.reason,
        by: request.ip,
      });
      request.log.error(
        { release: end.release, share: end.share, production: end.production, audit: file },
        `canary ${end.release} aborted automatically: ${asked.reason}`,
      );
      return reply.code(200).send({ aborted: end.release, production: end.production });
    } catch (error) {
      // Another abort or promote won the lock: the canary asked about is over all the same.
      if (error instanceof ReleaseSwitchError) return sendError(reply, 409, error.message);
      throw error;
    }
  });
}
