import { createQueryClient } from '@healing/platform';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import type { SocialAccounts } from './layout/social-networks';
import type { PreviewOverride } from './remotes/preview';
import { carryOutKeptInput } from './take-over/kept-input';
import {
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STATE_ID,
  SHARED_STATE_ATTRIBUTE,
  TAKING_OVER_ATTRIBUTES,
} from './server-render-markers';
import './styles/global.css';

function rootElement(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  return container;
}

/** True when the server sent this page's first screen as HTML (shell/edge's shell server). */
export function isServerRendered(): boolean {
  return rootElement().hasAttribute(SERVER_RENDERED_ATTRIBUTE);
}

/** The data the server rendered with, so the first frame shows exactly what the HTML shows. */
function seedServerData(queryClient: QueryClient): void {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return;
  try {
    hydrate(queryClient, JSON.parse(script.textContent) as DehydratedState);
    // Shared data may be seconds old: shown first, then fetched again by the screens using it.
    if (script.hasAttribute(SHARED_STATE_ATTRIBUTE)) {
      void queryClient.invalidateQueries({ refetchType: 'none' });
    }
  } catch {
    // Unreadable state: the page simply fetches its data again.
  }
  script.remove();
}

/**
 * Once the app's first frame is committed, the page is the app's: controls come alive, and what
 * the visitor did on the server's HTML in the meantime (focus, clicks) is carried out.
 */
function TakeOver({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => {
    for (const attribute of Object.keys(TAKING_OVER_ATTRIBUTES)) {
      container.removeAttribute(attribute);
    }
  }, [container]);
  // After every component's effects: the page's handlers and data are in place.
  useEffect(() => void carryOutKeptInput(container), [container]);
  return null;
}

export function startShop(previews: PreviewOverride[], social: SocialAccounts): void {
  const container = rootElement();
  const queryClient = createQueryClient();
  seedServerData(queryClient);
  // React replaces whatever HTML the server put in the container with its first frame. The
  // first frame renders as a transition: in small slices that leave the page responsive, where
  // one long task would hold up a tap for as long as the whole page takes to render.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} previews={previews} social={social} />
        <TakeOver container={container} />
      </StrictMode>,
    );
  });
}
