// What the drills read of the servers' Prometheus metrics (their METRICS_PORT listeners).

/**
 * A server's Prometheus figures now, by series as exposed (`name{labels}`; a series without
 * labels by its name). Throws when the metrics do not answer 200.
 * @param {string} url  the /metrics address
 * @returns {Promise<Map<string, number>>}
 */
export async function prometheusFigures(url) {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  /** @type {Map<string, number>} */
  const figures = new Map();
  for (const line of (await answer.text()).split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match) figures.set(match[1], Number(match[2]));
  }
  return figures;
}
