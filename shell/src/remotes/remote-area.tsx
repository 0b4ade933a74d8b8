import { Spinner } from '@healing/platform';
import {
  type ComponentType,
  lazy,
  type LazyExoticComponent,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  isRemoteConfigured,
  loadRemoteModule,
  RemoteUnavailableError,
  resetRemote,
} from './registry';
import { RemoteBoundary } from './remote-boundary';

type AnyProps = Record<string, unknown>;
const lazyModules = new Map<string, LazyExoticComponent<ComponentType<AnyProps>>>();

/** One React.lazy per remote module and attempt: a retry must not reuse a rejected promise. */
function lazyRemote(remote: string, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}`;
  let component = lazyModules.get(key);
  if (!component) {
    component = lazy(async () => {
      const loaded = await loadRemoteModule<{ default: ComponentType<AnyProps> }>(remote, module);
      return { default: loaded.default };
    });
    lazyModules.set(key, component);
  }
  return component;
}

interface RemoteAreaProps<P> {
  remote: string;
  module: string;
  /** What the visitor would miss, for the fallback: "the collections". */
  label: string;
  props?: P;
  /** Space kept while loading, so the page does not jump. */
  minHeight?: string;
  /** A section (not a page) renders nothing while its remote is not deployed at all. */
  optional?: boolean;
  /**
   * A section below the fold: it loads once the page has finished loading and the browser is
   * idle, or as soon as it scrolls near the screen, so it never competes with what is on screen.
   */
  deferred?: boolean;
}

/** True once the page has loaded and gone idle, or the element comes within reach of view. */
function useDeferredReady(isDeferred: boolean) {
  const [isReady, setReady] = useState(!isDeferred);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isReady) return;
    let idle: number | undefined;
    const whenIdle = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setReady(true), { timeout: 2000 })
        : window.setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) setReady(true);
            },
            { rootMargin: '600px 0px' },
          );
    if (placeholder.current) observer?.observe(placeholder.current);
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
      observer?.disconnect();
    };
  }, [isReady]);
  return { isReady, placeholder };
}

/** A remote's page or section: loaded on first render, behind its own error boundary. */
export function RemoteArea<P extends AnyProps>({
  remote,
  module,
  label,
  props,
  minHeight = '40vh',
  optional = false,
  deferred = false,
}: RemoteAreaProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const { isReady, placeholder } = useDeferredReady(deferred);
  const retry = useCallback(
    (error: Error) => {
      // A remote that could not be fetched is fetched afresh; one that threw while rendering
      // is simply rendered again.
      if (error instanceof RemoteUnavailableError) resetRemote(remote);
      setAttempt((value) => value + 1);
    },
    [remote],
  );
  const recover = useCallback(() => setAttempt((value) => value + 1), []);
  if (optional && !isRemoteConfigured(remote)) return null;
  if (!isReady) return <div ref={placeholder} style={{ minHeight }} aria-hidden="true" />;
  const Loaded = lazyRemote(remote, module, attempt);
  return (
    <RemoteBoundary
      key={`${remote}/${module}#${attempt}`}
      label={label}
      onRetry={retry}
      onRecovered={recover}
    >
      <Suspense
        fallback={
          <div style={{ minHeight, display: 'grid', placeItems: 'center' }}>
            <Spinner label={`Loading ${label}`} />
          </div>
        }
      >
        <Loaded {...(props ?? {})} />
      </Suspense>
    </RemoteBoundary>
  );
}
