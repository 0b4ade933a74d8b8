import { createQueryClient } from '@healing/platform';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import type { PreviewOverride } from './remotes/preview';
import './styles/global.css';

export function startShop(previews: PreviewOverride[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={createQueryClient()} previews={previews} />
    </StrictMode>,
  );
}
