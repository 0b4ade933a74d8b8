// The shop's own social accounts, as the deployment configures them (the edge's
// SOCIAL_<NETWORK>_URL settings): read from the page's shop-config in the browser, given to the
// server renderer with each page. A network without an account is not shown anywhere. No React
// here: the entry reads the config before the federation's shared modules are ready.
import type { SocialAccounts, SocialNetwork } from '@healing/build-kit/render-protocol';

export type { SocialAccounts, SocialNetwork };

/** The networks, in the order the footer shows them, with their names. */
export const SOCIAL_NETWORKS: readonly { network: SocialNetwork; name: string }[] = [
  { network: 'instagram', name: 'Instagram' },
  { network: 'facebook', name: 'Facebook' },
  { network: 'tiktok', name: 'TikTok' },
  { network: 'youtube', name: 'YouTube' },
];

/** Only https addresses, by known network: whatever else a page's config says is dropped. */
export function readSocialAccounts(value: unknown): SocialAccounts {
  if (typeof value !== 'object' || value === null) return {};
  const accounts: SocialAccounts = {};
  for (const { network } of SOCIAL_NETWORKS) {
    const url: unknown = (value as Record<string, unknown>)[network];
    if (typeof url === 'string' && url.startsWith('https://')) accounts[network] = url;
  }
  return accounts;
}
