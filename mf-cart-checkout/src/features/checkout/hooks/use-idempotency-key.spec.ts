import { renderHook } from '@testing-library/react';
import { createIdempotencyKey, useIdempotencyKey } from './use-idempotency-key';

const order = { email: 'maya@example.com', zipCode: '97201' };

describe('useIdempotencyKey', () => {
  it('makes keys the API accepts, each one different', () => {
    const first = createIdempotencyKey();
    expect(first).toMatch(/^checkout_[0-9a-f]{32}$/);
    expect(createIdempotencyKey()).not.toBe(first);
  });

  it('reuses the key while the request stays the same (double click, retry)', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const key = result.current.keyFor(order);
    expect(result.current.keyFor({ ...order })).toBe(key);
    expect(result.current.keyFor(order)).toBe(key);
  });

  it('takes a new key when the data changes, and after a reset', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const key = result.current.keyFor(order);
    const changed = result.current.keyFor({ ...order, zipCode: '97202' });
    expect(changed).not.toBe(key);
    result.current.reset();
    expect(result.current.keyFor({ ...order, zipCode: '97202' })).not.toBe(changed);
  });
});
