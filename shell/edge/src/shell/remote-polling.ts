// How the shell's server learns each remote's state: by polling its server (the release its
// manifest names, for the release metric; its canary, for the canary pointer), never holding the
// process open. Shared by telemetry.ts and canaries.ts.
/** Calls `read` for each remote now and every `intervalMs` (0: once); `stop` ends it. */
export function pollRemotes(
  remotes: Record<string, string>,
  intervalMs: number,
  read: (remote: string, address: string) => Promise<void>,
) {
  const poll = () => {
    for (const [remote, address] of Object.entries(remotes)) void read(remote, address);
  };
  const timer = intervalMs > 0 ? setInterval(poll, intervalMs) : null;
  timer?.unref();
  poll();
  return {
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
