import {
  configureTelemetry,
  failureKindOf,
  flushTelemetry,
  isVitalsSampled,
  MAX_BATCH,
  MAX_EVENTS_PER_PAGE,
  noteRemoteRelease,
  releaseLabel,
  remoteReleasesPlugin,
  reportRemoteFailure,
  reportWebVital,
  TELEMETRY_PATH,
} from './telemetry';

const beacon = jest.fn<boolean, [string, string]>(() => true);

/** The events of each beacon sent so far. */
const sentEvents = () =>
  beacon.mock.calls.map(([, body]) => (JSON.parse(body) as { events: unknown[] }).events);

beforeEach(() => {
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  configureTelemetry({ vitalsSampleRate: 0.25 });
});

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

describe('reportRemoteFailure', () => {
  it('sends a batch with sendBeacon to /_telemetry on its own origin when the page is hidden', () => {
    noteRemoteRelease('catalog', '2026.11.27-1');
    reportRemoteFailure({ remote: 'catalog', module: './CollectionPage', kind: 'chunk' });
    reportRemoteFailure({ remote: 'community', module: './BlogPage', kind: 'load' });
    expect(beacon).not.toHaveBeenCalled();
    hidePage();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0][0]).toBe(TELEMETRY_PATH);
    expect(sentEvents()[0]).toEqual([
      { remote: 'catalog', module: 'CollectionPage', release: '2026.11.27-1', kind: 'chunk' },
      { remote: 'community', module: 'BlogPage', release: 'unknown', kind: 'load' },
    ]);
  });

  it('sends at pagehide too, and at once when a batch fills', () => {
    for (let index = 0; index < MAX_BATCH; index += 1) {
      reportRemoteFailure({ remote: 'catalog', module: './AboutPage', kind: 'render' });
    }
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(sentEvents()[0]).toHaveLength(MAX_BATCH);
    reportRemoteFailure({ remote: 'catalog', module: './AboutPage', kind: 'render' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('falls back to fetch with keepalive when the beacon is refused', () => {
    beacon.mockReturnValueOnce(false);
    const fetchMock = jest.fn(() => Promise.resolve({ status: 204 }));
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      reportRemoteFailure({ remote: 'catalog', module: './AboutPage', kind: 'load' });
      flushTelemetry();
      expect(fetchMock).toHaveBeenCalledWith(
        TELEMETRY_PATH,
        expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
      );
    } finally {
      global.fetch = original;
    }
  });

  it('sends no more than its share of events per page view', () => {
    for (let index = 0; index < MAX_EVENTS_PER_PAGE + 30; index += 1) {
      reportRemoteFailure({ remote: 'catalog', module: './AboutPage', kind: 'render' });
    }
    flushTelemetry();
    expect(sentEvents().flat()).toHaveLength(MAX_EVENTS_PER_PAGE);
  });

  it('puts no address, message or stack in a beacon, only the fixed labels', () => {
    window.history.replaceState(null, '', '/search?q=jane.doe%40mail.test&session=abc123');
    noteRemoteRelease('catalog', '1.0.0+2026-11-27T18:44:22.374Z');
    reportRemoteFailure({ remote: 'catalog', module: './SearchPage', kind: 'render' });
    reportWebVital({ remote: 'catalog', module: './SearchPage' }, 'LCP', 1834.56);
    flushTelemetry();
    const body = beacon.mock.calls[0][1];
    expect(body).not.toMatch(/search\?|jane|mail\.test|session|abc123|localhost|http/);
    for (const event of sentEvents()[0] as Record<string, unknown>[]) {
      expect(Object.keys(event).sort()).toEqual(
        event.kind === 'vital'
          ? ['kind', 'metric', 'module', 'release', 'remote', 'value']
          : ['kind', 'module', 'release', 'remote'],
      );
    }
    expect(sentEvents()[0]).toContainEqual({
      remote: 'catalog',
      module: 'SearchPage',
      release: '1.0.0+2026-11-27T18-44-22.374Z',
      kind: 'vital',
      metric: 'LCP',
      value: 1835,
    });
  });
});

describe('sampling', () => {
  it('sends the vitals of the configured share of page views', () => {
    const dice = [0.1, 0.3, 0.05, 0.99];
    const sampled = dice.map((roll) => {
      configureTelemetry({ vitalsSampleRate: 0.25, random: () => roll });
      return isVitalsSampled();
    });
    expect(sampled).toEqual([true, false, true, false]);
  });

  it('takes the default rate for a rate out of range, and none at 0', () => {
    configureTelemetry({ vitalsSampleRate: 7, random: () => 0.2 });
    expect(isVitalsSampled()).toBe(true);
    configureTelemetry({ vitalsSampleRate: 7, random: () => 0.3 });
    expect(isVitalsSampled()).toBe(false);
    configureTelemetry({ vitalsSampleRate: 0, random: () => 0 });
    expect(isVitalsSampled()).toBe(false);
  });
});

describe('failureKindOf', () => {
  it('tells a missing chunk from a failed load, through causes', () => {
    const chunk = Object.assign(new Error('Loading chunk 812 failed.\n(error: http://x/812.js)'), {
      name: 'ChunkLoadError',
    });
    expect(failureKindOf(chunk)).toBe('chunk');
    expect(failureKindOf(new Error('wrapped', { cause: chunk }))).toBe('chunk');
    expect(failureKindOf(new Error('Loading CSS chunk 12 failed.'))).toBe('chunk');
    expect(failureKindOf(new Error('Failed to fetch manifest'))).toBe('load');
    expect(failureKindOf('down')).toBe('load');
  });
});

describe('the release of a remote', () => {
  it('is read from the manifest the federation runtime loads', async () => {
    const plugin = remoteReleasesPlugin();
    const args = {
      moduleInfo: { name: 'designer', entry: 'http://d/mf-manifest.json' },
      remoteSnapshot: { buildVersion: '2026.12.01-3' },
    };
    const hook = plugin.loadRemoteSnapshot as unknown as (value: typeof args) => unknown;
    expect(await hook(args)).toBe(args);
    reportRemoteFailure({ remote: 'designer', module: './DesignerPage', kind: 'load' });
    flushTelemetry();
    expect(sentEvents()[0]).toEqual([
      { remote: 'designer', module: 'DesignerPage', release: '2026.12.01-3', kind: 'load' },
    ]);
  });

  it('is a label value the edge takes', () => {
    expect(releaseLabel('r-12')).toBe('r-12');
    expect(releaseLabel(undefined)).toBe('unknown');
    expect(releaseLabel('')).toBe('unknown');
  });
});
