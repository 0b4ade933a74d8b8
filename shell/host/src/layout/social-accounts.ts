// The shop's social accounts for the page's components (see social-networks.ts).
import { createContext, useContext } from 'react';
import type { SocialAccounts } from './social-networks';

export { SOCIAL_NETWORKS, type SocialAccounts, type SocialNetwork } from './social-networks';

export const SocialAccountsContext = createContext<SocialAccounts>({});

export function useSocialAccounts(): SocialAccounts {
  return useContext(SocialAccountsContext);
}
