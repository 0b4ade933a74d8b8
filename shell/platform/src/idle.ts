/**
 * Runs `task` once the page has loaded and the browser is idle: for work that should not compete
 * with the first paint (loading code the visitor may need soon). Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let handle: number | undefined;
  const schedule = () => {
    handle = window.requestIdleCallback
      ? window.requestIdleCallback(task, { timeout: timeoutMs })
      : window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (handle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  };
}
