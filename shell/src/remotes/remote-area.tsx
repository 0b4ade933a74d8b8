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
  /** A section below the fold: loads when it nears the screen, or a little after page load. */
  deferred?: boolean;
}

/** How long after the page has loaded a deferred section loads even if not scrolled to. */
const DEFERRED_AFTER_LOAD_MS = 4000;

/**
 * True once the element comes within reach of the screen, or a few seconds after the page has
 * loaded: what is below the fold never competes with what is on screen.
 */
function useDeferredReady(isDeferred: boolean) {
  const [isReady, setReady] = useState(!isDeferred);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isReady) return;
    const ready = () => setReady(true);
    let timer: number | undefined;
    const afterLoad = () => {
      timer = window.setTimeout(
        () => (window.requestIdleCallback ? window.requestIdleCallback(ready) : ready()),
        DEFERRED_AFTER_LOAD_MS,
      );
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) ready();
            },
            { rootMargin: '600px 0px' },
          );
    if (placeholder.current) observer?.observe(placeholder.current);
    return () => {
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
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
