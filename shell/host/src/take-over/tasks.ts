// The browser entry's start-up, cut into tasks: each piece of work a task of its own, so none is
// long enough to hold up a tap (index.ts).

/** Resolves once the browser has had a turn: what follows runs as a task of its own. */
export const afterThisTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Starts each load in a task of its own, all without waiting for each other; settles with all. */
export async function oneTaskEach<T>(loads: readonly (() => Promise<T>)[]): Promise<T[]> {
  const started: Promise<T>[] = [];
  for (const load of loads) {
    if (started.length > 0) await afterThisTask();
    const loading = load();
    // Told below, with the rest; meanwhile a failure is not an unhandled rejection.
    loading.catch(() => undefined);
    started.push(loading);
  }
  return Promise.all(started);
}
