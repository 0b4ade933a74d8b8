import { ApiError, createQueryClient, whenIdle } from '@healing/platform';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import {
  type ErrorInfo,
  type ReactNode,
  StrictMode,
  startTransition,
  useEffect,
  useLayoutEffect,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import type { SocialAccounts } from './layout/social-networks';
import type { PreviewOverride } from './remotes/preview';
import { RemoteUnavailableError } from './remotes/remote-error';
import { isLeftToBrowser } from './remotes/server-areas';
import { carryOutKeptInput } from './take-over/kept-input';
import {
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STATE_ID,
  SHARED_STATE_ATTRIBUTE,
  TAKE_OVER_MISMATCH_PREFIX,
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

function withApiErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error'
        ? {
            ...query,
            state: {
              ...query.state,
              error: ApiError.revive(query.state.error) as Error,
              fetchFailureReason: ApiError.revive(query.state.fetchFailureReason) as Error,
            },
          }
        : query,
    ),
  };
}

/**
 * The data the server rendered with, so the first frame shows exactly what the HTML shows: the
 * data, and the API's answers (a missing product is not found in the browser either).
 * @returns the hashes of the data seeded when it is shared (the same for every visitor, and may
 *   be seconds old); none otherwise
 */
function seedServerData(queryClient: QueryClient): readonly string[] {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return [];
  const shared = script.hasAttribute(SHARED_STATE_ATTRIBUTE);
  script.remove();
  try {
    const state = withApiErrors(JSON.parse(script.textContent) as DehydratedState);
    hydrate(queryClient, state);
    // An answer the page rendered is not asked again as the page mounts, as on the server:
    // asking would make the first frame show it loading instead of what the HTML shows.
    for (const query of state.queries) {
      if (query.state.status === 'error') {
        queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
      }
    }
    // An answer that was an error (a product not found) is not asked again: as before the
    // refresh, the page keeps what it showed (asking would show it loading meanwhile).
    return shared
      ? state.queries
          .filter((query) => query.state.status === 'success')
          .map((query) => query.queryHash)
      : [];
  } catch {
    // Unreadable state: the page simply fetches its data again.
    return [];
  }
}

/**
 * Shared data may be seconds old: it is shown first, then fetched again once the page is the
 * app's and the browser is idle (only what the server sent: the browser's own data is fresh).
 * Asking as the screens mount would start every request, and the re-render each answer brings,
 * in the middle of the take-over.
 */
function refreshWhenIdle(queryClient: QueryClient, seeded: readonly string[]): void {
  const hashes = new Set(seeded);
  whenIdle(
    () => void queryClient.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash) }),
    { timeoutMs: 2000, afterLoad: false },
  );
}

/**
 * Once the app's first frame is committed, the page is the app's: controls come alive, and what
 * the visitor did on the server's HTML in the meantime (focus, clicks) is carried out.
 */
function TakeOver({
  container,
  onTakenOver,
  children,
}: {
  container: HTMLElement;
  onTakenOver: () => void;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    for (const attribute of Object.keys(TAKING_OVER_ATTRIBUTES)) {
      container.removeAttribute(attribute);
    }
  }, [container]);
  // After every component's effects: the page's handlers and data are in place.
  useEffect(() => {
    void carryOutKeptInput(container);
    onTakenOver();
  }, [container, onTakenOver]);
  return children;
}

/** What the platform's RemoteRoot throws over HTML another release rendered (remote-root.tsx). */
const RELEASE_CHANGED = 'ReleaseChangedError';

/**
 * What React could not hydrate as the server sent it and rendered again instead: a mismatch
 * between the server's HTML and the browser's first frame, never to be let pass quietly. An area
 * the server left to the browser (its remote rendered nothing) is rendered there as planned, one
 * whose module failed to load shows its fallback, and one a previous release rendered is drawn
 * by the live one.
 */
function reportTakeOverError(error: unknown, info: ErrorInfo): void {
  if (isLeftToBrowser(error)) return;
  // An area whose module could not be loaded (React hydrated it, and its preload's failure
  // threw): its boundary shows the fallback, and the loader has reported the failure.
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause instanceof RemoteUnavailableError) return;
  // An area whose HTML a previous release rendered (it went live meanwhile): the platform's
  // RemoteRoot had React draw it anew with the live release.
  if ((cause as { name?: unknown } | null)?.name === RELEASE_CHANGED) return;
  console.error(TAKE_OVER_MISMATCH_PREFIX, error, info.componentStack);
}

export function startShop(previews: PreviewOverride[], social: SocialAccounts): void {
  const container = rootElement();
  const queryClient = createQueryClient();
  const serverRendered = isServerRendered();
  const shared = seedServerData(queryClient);
  const onTakenOver = () => {
    if (shared.length > 0) refreshWhenIdle(queryClient, shared);
  };
  const app = (
    <StrictMode>
      {/* Around the app, not beside it: the tree has the shape the server rendered, so the ids
          React makes (useId) from a component's place in it are the server's. */}
      <TakeOver container={container} onTakenOver={onTakenOver}>
        <App queryClient={queryClient} previews={previews} social={social} />
      </TakeOver>
    </StrictMode>
  );
  // Both run as a transition: in small slices that leave the page responsive, where one long
  // task would hold up a tap for as long as the whole page takes. The server's HTML is hydrated:
  // React keeps its DOM and attaches to it; each remote area is a Suspense boundary of its own,
  // hydrated once its module is there, the one the visitor interacts with first.
  startTransition(() => {
    if (serverRendered) {
      hydrateRoot(container, app, { onRecoverableError: reportTakeOverError });
    } else {
      createRoot(container).render(app);
    }
  });
}
