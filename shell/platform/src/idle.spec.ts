import { whenIdle } from './idle';

describe('whenIdle', () => {
  // The browser's idle moments, told by the test (jsdom has none of its own).
  let idle: { callback: IdleRequestCallback; timeout?: number; cancelled: boolean }[];
  let readyState: DocumentReadyState;

  beforeEach(() => {
    idle = [];
    readyState = 'loading';
    window.requestIdleCallback = (callback, options) =>
      idle.push({ callback, timeout: options?.timeout, cancelled: false });
    window.cancelIdleCallback = (handle) => {
      idle[handle - 1].cancelled = true;
    };
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    // @ts-expect-error: jsdom's window has no idle callbacks; the test's are taken away again
    delete window.requestIdleCallback;
    // @ts-expect-error: as above
    delete window.cancelIdleCallback;
  });

  const runIdle = () => {
    for (const entry of idle.splice(0)) {
      if (!entry.cancelled) entry.callback({ didTimeout: false, timeRemaining: () => 50 });
    }
  };

  it('by default waits for the page to load, then for an idle moment (3 s at most)', () => {
    const task = jest.fn();
    whenIdle(task);
    expect(idle).toHaveLength(0);

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(idle[0].timeout).toBe(3000);
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, waits only for an idle moment', () => {
    readyState = 'complete';
    const task = jest.fn();
    whenIdle(task);
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('with afterLoad false, does not wait for the load event', () => {
    const task = jest.fn();
    whenIdle(task, { timeoutMs: 2000, afterLoad: false });
    expect(idle).toHaveLength(1);
    expect(idle[0].timeout).toBe(2000);
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('still takes the timeout alone as its second argument (before 1.13.0)', () => {
    readyState = 'complete';
    whenIdle(jest.fn(), 500);
    expect(idle[0].timeout).toBe(500);
  });

  it('cancelled before the load event, never runs', () => {
    const task = jest.fn();
    const cancel = whenIdle(task);
    cancel();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    runIdle();
    expect(idle).toHaveLength(0);
    expect(task).not.toHaveBeenCalled();
  });

  it('cancelled while waiting for an idle moment, never runs', () => {
    const task = jest.fn();
    const cancel = whenIdle(task, { afterLoad: false });
    cancel();
    runIdle();
    expect(task).not.toHaveBeenCalled();
  });

  it('without idle callbacks, runs 200 ms later, and can be cancelled', () => {
    // @ts-expect-error: a browser without idle callbacks
    delete window.requestIdleCallback;
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task, { afterLoad: false });
    jest.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled, { afterLoad: false })();
    jest.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
