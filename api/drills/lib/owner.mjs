// The owner at work during a drill: cancels acknowledged orders now and then, through the back
// office's API (the automation token), so that cancelled orders give their stock back under load.
import { sleep } from './settings.mjs';

/**
 * Cancels one of the orders acknowledged so far (not one it cancelled already) every `everyMs`
 * until stopped; `stop()` resolves with how many it cancelled and how many cancellations failed.
 * @param {import('./http.mjs').Client} client
 * @param {import('./ledger.mjs').Ledger} ledger
 * @param {{ token: string, everyMs: number }} options
 */
export function cancelWhile(client, ledger, { token, everyMs }) {
  let stopped = false;
  let cancelled = 0;
  let failed = 0;
  /** @type {Set<number>} */
  const done = new Set();
  const loop = (async () => {
    while (!stopped) {
      await sleep(everyMs);
      const open = ledger.acknowledged.filter((order) => !done.has(order.orderId));
      if (stopped || open.length === 0) continue;
      const { orderId } = open[Math.floor(Math.random() * open.length)];
      done.add(orderId);
      const answer = await client.request('POST', `/api/admin/orders/${orderId}/cancel`, {
        body: { reason: 'Cancelled by the load drill' },
        headers: { authorization: `Bearer ${token}` },
      });
      if (answer.status === 200) cancelled += 1;
      else {
        failed += 1;
        console.log(`  the owner's cancel of order ${orderId}: ${answer.status} ${answer.text}`);
      }
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { cancelled, failed };
    },
  };
}
