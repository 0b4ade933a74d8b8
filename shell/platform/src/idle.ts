/** When `whenIdle` runs its task. */
export interface IdleOptions {
  /** The longest wait for an idle moment, after which the task runs anyway (3000 ms). */
  timeoutMs?: number;
  /**
   * Whether to wait for the page's load event first (true): for work that should not compete
   * with the first paint. False for work the page needs soon but not in the middle of its start
   * (on a slow network, the load event can be many seconds away).
   */
  afterLoad?: boolean;
}

/**
 * Runs `task` once the browser is idle, by default once the page has loaded too: for work that
 * should not compete with the first paint (loading code the visitor may need soon). A browser
 * without idle callbacks runs it 200 ms later. Returns a cancel function. Before 1.13.0 the second
 * argument was the timeout alone, and it still may be.
 */
export function whenIdle(task: () => void, options: IdleOptions | number = {}): () => void {
  const { timeoutMs = 3000, afterLoad = true } =
    typeof options === 'number' ? { timeoutMs: options } : options;
  let cancelScheduled: (() => void) | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancelScheduled = () => window.cancelIdleCallback?.(handle);
    } else {
      const timer = window.setTimeout(task, 200);
      cancelScheduled = () => window.clearTimeout(timer);
    }
  };
  if (!afterLoad || document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelScheduled?.();
  };
}
