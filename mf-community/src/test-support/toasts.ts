import { dismissToast } from '@healing/platform';
import { cleanup } from '@testing-library/react';

/**
 * The toast list is one store for the page, so it outlives a test. Unmount first, then close
 * and remove every toast at once (its exit delay on fake timers), so no toast of one test can
 * satisfy the next test's expectations.
 */
export function resetToasts(): void {
  cleanup();
  jest.useFakeTimers();
  dismissToast();
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
}
