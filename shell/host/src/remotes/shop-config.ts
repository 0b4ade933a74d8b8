// The deploy-time configuration the shell's server writes into index.html (shell/server).
import { readSocialAccounts, type SocialAccounts } from '../layout/social-networks';

export interface ShopConfig {
  /** Federation name -> URL of that remote's mf-manifest.json. */
  remotes: Record<string, string>;
  /** Origins a preview override may load a remote from. Empty: previews are off. */
  previewOrigins: string[];
  /** The shop's social accounts (the footer's links). */
  social: SocialAccounts;
  /** Share of page views whose Web Vitals are sent (0 to 1); undefined: the default. */
  vitalsSampleRate?: number;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

/** The server writes `telemetry: { vitalsSampleRate }` (shell/edge's renderIndexHtml). */
function readSampleRate(parsed: unknown): number | undefined {
  const telemetry = (parsed as { telemetry?: { vitalsSampleRate?: unknown } } | null)?.telemetry;
  const rate = telemetry?.vitalsSampleRate;
  return typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : undefined;
}

export function readShopConfig(doc: Document = document): ShopConfig {
  const raw = doc.querySelector('meta[name="shop-config"]')?.getAttribute('content') ?? '{}';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = {};
  }
  const candidate = (parsed ?? {}) as Partial<ShopConfig>;
  return {
    remotes: isStringRecord(candidate.remotes) ? candidate.remotes : {},
    previewOrigins: Array.isArray(candidate.previewOrigins)
      ? candidate.previewOrigins.filter((item): item is string => typeof item === 'string')
      : [],
    social: readSocialAccounts(candidate.social),
    vitalsSampleRate: readSampleRate(parsed),
  };
}
