import { NeedsJavaScript, Spinner } from '@healing/platform';
import {
  type ComponentType,
  lazy,
  type Ref,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import {
  arrivedRemoteModule,
  isRemoteConfigured,
  loadRemoteModule,
  REMOTE_TIMEOUT_MS,
  remoteModuleId,
  RemoteUnavailableError,
  resetRemote,
  takeFailedPreload,
} from './registry';
import { RemoteBoundary } from './remote-boundary';
import {
  AREA_SLOT_ATTRIBUTE,
  TREE_POSITION_ATTRIBUTE,
  treePositionFromProbeId,
} from './server-areas';
import { ServerRenderContext, type ServerRenderedAreas } from './server-render-context';
import { SERVER_FAILED_AREA_ATTRIBUTE } from '../server-render-markers';
import type { PassedProps } from '../app/remote-modules';

type AnyProps = Record<string, unknown>;
const components = new Map<string, ComponentType<AnyProps>>();

/**
 * The on-screen (not deferred) areas whose content has not arrived yet (over the server's HTML:
 * not hydrated yet). Deferred areas start watching for the screen only once these have shown
 * their content (or failed): before that, the space kept for an on-screen area would put every
 * section below it "near the screen".
 */
const arriving = new Set<symbol>();
let arrivalWaiters: (() => void)[] = [];

function markArrived(token: symbol): void {
  if (!arriving.delete(token) || arriving.size > 0) return;
  const waiters = arrivalWaiters;
  arrivalWaiters = [];
  for (const wake of waiters) wake();
}

export function whenOnScreenAreasArrived(): Promise<void> {
  const arrived =
    arriving.size === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => arrivalWaiters.push(resolve));
  // One frame more, so the content has been laid out before anything measures against it.
  return arrived.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

/** Tells the page an on-screen area's content (or its fallback) is showing. */
function Arrived({ onArrive }: { onArrive: () => void }) {
  useEffect(onArrive, [onArrive]);
  return null;
}

/**
 * An on-screen area counts as arriving from its first render until its content or fallback
 * shows, or a little longer than a slow remote may take, whichever is first.
 */
function useArrival(isOnScreen: boolean) {
  const token = useRef(Symbol('remote area')).current;
  const hasArrived = useRef(false);
  const arrive = useCallback(() => {
    hasArrived.current = true;
    markArrived(token);
  }, [token]);
  useEffect(() => {
    // Runs after the content's own effect when the content was there at once.
    if (!isOnScreen || hasArrived.current) return undefined;
    arriving.add(token);
    const giveUp = window.setTimeout(arrive, 2 * REMOTE_TIMEOUT_MS);
    return () => {
      window.clearTimeout(giveUp);
      markArrived(token);
    };
  }, [isOnScreen, token, arrive]);
  return arrive;
}

type RemoteModule = { default: ComponentType<AnyProps> };

/** Stands in for a module whose preload failed: its area's boundary shows the fallback. */
function failedRemote(failure: Error): ComponentType<AnyProps> {
  return function FailedRemote() {
    throw failure;
  };
}

/**
 * One component per remote module and attempt (a retry must not reuse a rejected promise): the
 * module itself when it has already arrived, so the area renders in the page's first frame (how
 * the page takes over server-rendered HTML without a flash); the preload's failure when it has
 * failed, so the fallback shows at once; otherwise a React.lazy. The choice is made once per
 * key, so a mounted area never changes component type.
 */
function remoteComponent(remote: string, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}`;
  let component = components.get(key);
  if (!component) {
    const arrived = arrivedRemoteModule<RemoteModule>(remote, module);
    const failure = arrived ? undefined : takeFailedPreload(remote, module);
    component =
      arrived?.default ??
      (failure
        ? failedRemote(failure)
        : lazy(async () => {
            const loaded = await loadRemoteModule<RemoteModule>(remote, module);
            return { default: loaded.default };
          }));
    components.set(key, component);
  }
  return component;
}

/**
 * The area while its module is on its way. Sent as HTML (the remote rendered nothing on the
 * server), it is the same, except that a browser without JavaScript, which will never load the
 * module, is told so instead of shown a spinner (`data-js-only`, see global.css): that it needs
 * JavaScript, or, when the remote renders this area on the server and `failed` to this time,
 * that it could not be loaded just now, with a plain link to ask again.
 */
function Loading({
  minHeight,
  label,
  failedId,
}: {
  minHeight: string;
  label: string;
  /** The module's id when its remote failed to render it on the server just now. */
  failedId?: string;
}) {
  const failed = failedId !== undefined;
  return (
    <>
      {/* A failed area keeps its space without JavaScript: the spinner's card stands in it. */}
      <div
        style={{ minHeight, display: 'grid', placeItems: 'center' }}
        data-js-only={failed ? undefined : ''}
        {...{ [SERVER_FAILED_AREA_ATTRIBUTE]: failedId }}
      >
        <Spinner label={`Loading ${label}`} waitsFor={failed ? label : undefined} />
      </div>
      {!failed && (
        <NeedsJavaScript title="This part of the shop needs JavaScript">
          <p>
            We can&apos;t show you {label} without it. Everything else on the page is here for you,
            and turning JavaScript on brings this part too.
          </p>
        </NeedsJavaScript>
      )}
    </>
  );
}

/** A section below the fold, before it loads; without JavaScript it never will, so no space. */
function Placeholder({ minHeight, ref }: { minHeight: string; ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" data-js-only="" />;
}

type RemoteAreaProps<R extends string, M extends string> = {
  remote: R;
  module: M;
  /** What the visitor would miss, for the fallback: "the collections". */
  label: string;
  /** Space kept while loading, so the page does not jump. */
  minHeight?: string;
  /** A section (not a page) renders nothing while its remote is not deployed at all. */
  optional?: boolean;
  /** A section below the fold: loads when it nears the screen, or a little after page load. */
  deferred?: boolean;
} & (PassedProps<R, M> extends undefined
  ? { props?: undefined }
  : // What the shell passes to the module, exactly as ShellPassedProps (remote-modules.ts) says:
    // the release gate holds each release's component to the same record.
    { props: PassedProps<R, M> });

/** How long after the page has loaded a deferred section loads even if not scrolled to. */
const DEFERRED_AFTER_LOAD_MS = 4000;

/**
 * True once the element comes within reach of the screen, or a few seconds after the page has
 * loaded: what is below the fold never competes with what is on screen.
 */
function useDeferredReady(isDeferred: boolean) {
  const [isReady, setReady] = useState(!isDeferred);
  const placeholder = useRef<HTMLDivElement>(null);
  // Wanted now after all (the visitor is headed for it): no waiting for the screen.
  if (!isDeferred && !isReady) setReady(true);
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
    let isActive = true;
    void whenOnScreenAreasArrived().then(() => {
      if (isActive && placeholder.current) observer?.observe(placeholder.current);
    });
    return () => {
      isActive = false;
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [isReady]);
  return { isReady, placeholder };
}

/** A remote's page or section: loaded on first render, behind its own error boundary. */
export function RemoteArea<R extends string, M extends string>({
  remote,
  module,
  label,
  props,
  minHeight = '40vh',
  optional = false,
  deferred = false,
}: RemoteAreaProps<R, M>) {
  const [attempt, setAttempt] = useState(0);
  const { isReady, placeholder } = useDeferredReady(deferred);
  const arrive = useArrival(!deferred);
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
  const server = useContext(ServerRenderContext);
  if (server)
    return (
      <ServerRenderedArea {...{ server, remote, module, label, minHeight, optional, deferred }} />
    );
  if (optional && !isRemoteConfigured(remote)) return null;
  if (!isReady) return <Placeholder ref={placeholder} minHeight={minHeight} />;
  const Loaded = remoteComponent(remote, module, attempt);
  return (
    <RemoteBoundary
      key={`${remote}/${module}#${attempt}`}
      remote={remote}
      module={module}
      label={label}
      onRetry={retry}
      onRecovered={recover}
      onFailed={arrive}
    >
      <Suspense fallback={<Loading minHeight={minHeight} label={label} />}>
        <Loaded {...(props ?? {})} />
        <Arrived onArrive={arrive} />
      </Suspense>
    </RemoteBoundary>
  );
}

interface ServerRenderedAreaProps {
  server: ServerRenderedAreas;
  remote: string;
  module: string;
  label: string;
  minHeight: string;
  optional: boolean;
  deferred: boolean;
}

/**
 * The area in the shell's server-rendered HTML: what the browser's first frame will show, so the
 * page takes over without a visible change. Like the browser's, a Suspense boundary (a deferred
 * section: its placeholder), holding a slot that the shell's renderer fills with the remote's
 * own HTML (server-areas.ts): the browser hydrates it once the module and its data are there.
 * When the remote sent no HTML, the boundary holds the loading state and is marked for the
 * browser to render.
 */
function ServerRenderedArea({
  server,
  remote,
  module,
  label,
  minHeight,
  optional,
  deferred,
}: ServerRenderedAreaProps) {
  if (optional && !server.remotes.includes(remote)) return null;
  if (deferred) return <Placeholder minHeight={minHeight} />;
  const id = remoteModuleId(remote, module);
  const isRendered = Object.hasOwn(server.fragments, id);
  const failedId = server.failed?.includes(id) ? id : undefined;
  // The slot first of two, as the module is in the browser (beside `Arrived`).
  return (
    <Suspense fallback={null}>
      <AreaSlot id={id} />
      {!isRendered && <Loading minHeight={minHeight} label={label} failedId={failedId} />}
    </Suspense>
  );
}

/**
 * The slot the remote's HTML goes in, where the browser's module will be: a probe beside it
 * reads the place in React's tree, which the remote renders its module at (server-areas.ts).
 */
function AreaSlot({ id }: { id: string }) {
  return [<SlotWithPosition key="slot" id={id} />, null];
}

function SlotWithPosition({ id }: { id: string }) {
  const position = treePositionFromProbeId(useId());
  return <template {...{ [AREA_SLOT_ATTRIBUTE]: id, [TREE_POSITION_ATTRIBUTE]: position }} />;
}
