import { createQueryClient } from '@healing/platform';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { effectiveRemotes, resolvePreviews } from './remotes/preview';
import { registerShopRemotes } from './remotes/registry';
import { readShopConfig } from './remotes/shop-config';
import './styles/global.css';

const config = readShopConfig();
const previews = resolvePreviews(config);
registerShopRemotes(effectiveRemotes(config, previews));

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
createRoot(container).render(
  <StrictMode>
    <App queryClient={createQueryClient()} previews={previews} />
  </StrictMode>,
);
