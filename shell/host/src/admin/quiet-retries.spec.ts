import { ApiError } from '@healing/platform';
import { QUIET_RETRIES, quietRetry, quietRetryDelay } from './quiet-retries';

const answered = (status: number) => new ApiError(status, `${status}: x`, undefined);

describe('the back office’s quiet retries', () => {
  it.each([408, 429, 502, 503, 504])('asks again after a %i', (status) => {
    expect(quietRetry(0, answered(status))).toBe(true);
  });

  it('asks again when no answer came at all', () => {
    expect(quietRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 500, 501])('takes a %i as the answer', (status) => {
    expect(quietRetry(0, answered(status))).toBe(false);
  });

  it('takes a cancelled read as the answer', () => {
    expect(quietRetry(0, new DOMException('aborted', 'AbortError'))).toBe(false);
  });

  it('asks twice more at the most, 0.5 s and then 1.5 s later', () => {
    expect(QUIET_RETRIES).toBe(2);
    expect([0, 1, 2].map((count) => quietRetry(count, answered(503)))).toEqual([true, true, false]);
    expect(quietRetry(0, answered(404))).toBe(false);
    expect([0, 1].map(quietRetryDelay)).toEqual([500, 1500]);
  });
});
