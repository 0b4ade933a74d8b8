// Reading a Prometheus text exposition in tests: the edge's own specs and the site tests that
// scrape a shell server's /metrics.

/** The value of the sample `name{labels...}` (every label given must match), if it is there. */
export function sampleOf(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_]+)="([^"]*)"/g)].map(([, key, value]) => [
        key,
        value,
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}

/** Every label value in the exposition (sample values aside). */
export function labelValuesOf(text: string): string[] {
  return [...text.matchAll(/[a-zA-Z_]+="([^"]*)"/g)].map(([, value]) => value);
}
