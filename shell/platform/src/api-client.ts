// The one API client (SPEC.md section 8): credentials on every request, a JSON body and content
// type only when there is a body, and any non-ok answer raised as an ApiError whose message is
// '{status}: {body text or status text}'. The session id travels in X-Session-Id.
import type { ApiErrorBody } from '@healing/contracts';
import { apiFetch } from './api-fetch';
import { random128Hex } from './random';
import { getSessionId } from './session';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The API's JSON error body when it sent one. */
    readonly body: Partial<ApiErrorBody> | undefined,
  ) {
    super(message);
  }

  /** The server's own sentence ("Product is out of stock"), for showing to a person. */
  get serverMessage(): string | undefined {
    const message = this.body?.message;
    return typeof message === 'string' ? message : undefined;
  }

  /** The request field the server named, when it named one. */
  get field(): string | undefined {
    return typeof this.body?.field === 'string' ? this.body.field : undefined;
  }

  /**
   * What JSON carries of it (a server render's state, which the browser's first frame renders
   * from): all `ApiError.revive` needs to make it again, which an Error's own JSON ({}) lacks.
   */
  toJSON(): { name: 'ApiError'; status: number; message: string; body: unknown } {
    return { name: this.name, status: this.status, message: this.message, body: this.body };
  }

  /** An ApiError carried as JSON (`toJSON`) made again; anything else is given back as it is. */
  static revive(value: unknown): unknown {
    const sent = value as { name?: unknown; status?: unknown; message?: unknown; body?: unknown };
    if (sent?.name !== 'ApiError' || typeof sent.status !== 'number') return value;
    return new ApiError(
      sent.status,
      typeof sent.message === 'string' ? sent.message : '',
      sent.body as Partial<ApiErrorBody> | undefined,
    );
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * For a write the API counts once per Idempotency-Key (cart adds, stories, contact messages):
   * the request gets a fresh key (unless `headers` carries one) and, when its outcome is unknown
   * (a 503 or a gateway error, or no answer at all), it is sent once more with the same key, so a
   * lost answer neither loses nor doubles it. Since 1.2.0.
   */
  resendIfUnanswered?: boolean;
}

/** How long a request whose answer was lost waits before it is sent again. */
const RESEND_DELAY_MS = 800;

/** Answers that say "not just now" rather than "no": asking again may well succeed. */
const PASSING_STATUSES: ReadonlySet<number> = new Set([408, 429, 502, 503, 504]);

/** Of those, the ones after which a write may or may not have been carried out. */
const UNKNOWN_OUTCOME_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

function failedWith(error: unknown, statuses: ReadonlySet<number>): boolean {
  if (!(error instanceof ApiError)) return error instanceof TypeError; // fetch: network failure
  return statuses.has(error.status);
}

/**
 * A failure that asking again may cure: a timeout, too many requests, a gateway error or a 503,
 * or no answer at all. A read may simply be asked again (the back office does, quietly).
 */
export function isPassingFailure(error: unknown): boolean {
  return failedWith(error, PASSING_STATUSES);
}

/** A 503, a gateway error or no answer at all: the request may or may not have been carried out. */
function outcomeUnknown(error: unknown): boolean {
  return failedWith(error, UNKNOWN_OUTCOME_STATUSES);
}

async function raiseForStatus(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  let body: Partial<ApiErrorBody> | undefined;
  try {
    body = text ? (JSON.parse(text) as Partial<ApiErrorBody>) : undefined;
  } catch {
    body = undefined;
  }
  throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
}

/** Sends a request and returns the raw Response (already checked for an ok status). */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  if (!options.resendIfUnanswered) return sendOnce(method, url, data, options);
  const keyed: RequestOptions = {
    ...options,
    headers: { 'Idempotency-Key': `req_${random128Hex()}`, ...options.headers },
  };
  try {
    return await sendOnce(method, url, data, keyed);
  } catch (error) {
    if (!outcomeUnknown(error) || options.signal?.aborted) throw error;
    await new Promise((resolve) => setTimeout(resolve, RESEND_DELAY_MS));
    return sendOnce(method, url, data, keyed);
  }
}

async function sendOnce(
  method: HttpMethod,
  url: string,
  data: unknown,
  options: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = { 'X-Session-Id': getSessionId(), ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'include', signal: options.signal };
  if (data instanceof FormData) {
    init.body = data;
  } else if (data !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(data);
  }
  const response = await apiFetch()(url, init);
  await raiseForStatus(response);
  return response;
}

/** Sends a request and reads the JSON answer (undefined for 204). */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiRequest(method, url, data, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** GET and read JSON: the default query function shape. */
export function apiGet<T>(url: string, signal?: AbortSignal): Promise<T> {
  return apiJson<T>('GET', url, undefined, { signal });
}
