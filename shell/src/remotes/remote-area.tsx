import { Spinner } from '@healing/platform';
import {
  type ComponentType,
  lazy,
  type LazyExoticComponent,
  Suspense,
  useCallback,
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
}

/** A remote's page or section: loaded on first render, behind its own error boundary. */
export function RemoteArea<P extends AnyProps>({
  remote,
  module,
  label,
  props,
  minHeight = '40vh',
  optional = false,
}: RemoteAreaProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(
    (error: Error) => {
      // A remote that could not be fetched is fetched afresh; one that threw while rendering
      // is simply rendered again.
      if (error instanceof RemoteUnavailableError) resetRemote(remote);
      setAttempt((value) => value + 1);
    },
    [remote],
  );
  if (optional && !isRemoteConfigured(remote)) return null;
  const Loaded = lazyRemote(remote, module, attempt);
  return (
    <RemoteBoundary key={`${remote}/${module}#${attempt}`} label={label} onRetry={retry}>
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
