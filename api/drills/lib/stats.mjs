// Latency and status figures per endpoint.

/**
 * @param {ArrayLike<number>} sorted  ascending
 * @param {number} p  0 to 1
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))];
}

/** Collects answers by endpoint (method and route, such as `GET /api/products/:id`). */
export class LatencyBook {
  /** @type {Map<string, { latencies: number[], statuses: Record<string, number> }>} */
  endpoints = new Map();

  /**
   * @param {string} endpoint
   * @param {{ status: number, ms: number }} answer
   * @param {string} [as]  what the answer counts as (its status unless given: '409 stock')
   */
  record(endpoint, { status, ms }, as) {
    let entry = this.endpoints.get(endpoint);
    if (!entry) {
      entry = { latencies: [], statuses: {} };
      this.endpoints.set(endpoint, entry);
    }
    entry.latencies.push(ms);
    const key = as ?? (status === 0 ? 'error' : String(status));
    entry.statuses[key] = (entry.statuses[key] ?? 0) + 1;
  }

  rows() {
    return [...this.endpoints.entries()]
      .map(([endpoint, { latencies, statuses }]) => {
        const sorted = Float64Array.from(latencies).sort();
        return {
          endpoint,
          count: sorted.length,
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
          max: sorted[sorted.length - 1],
          statuses,
        };
      })
      .sort((a, b) => a.endpoint.localeCompare(b.endpoint));
  }

  /** @param {(status: string) => boolean} [predicate]  which statuses count ('error': none) */
  total(predicate = () => true) {
    let n = 0;
    for (const { statuses } of this.endpoints.values()) {
      for (const [status, count] of Object.entries(statuses)) if (predicate(status)) n += count;
    }
    return n;
  }

  /** @param {string} title */
  print(title) {
    console.log(`\n${title}`);
    console.log('| endpoint | requests | p50 ms | p99 ms | max ms | answers |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const row of this.rows()) {
      const answers = Object.entries(row.statuses)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ');
      console.log(
        `| ${row.endpoint} | ${row.count} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.max.toFixed(0)} | ${answers} |`,
      );
    }
  }
}
