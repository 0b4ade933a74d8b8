// The shell's server renderer (server-render.tsx, built into dist/server/render.cjs) is the
// render protocol's ShellRendererModule: the type check fails as soon as one of its exports
// drifts from what the edge loads it as.
import type { ShellRendererModule } from '@healing/build-kit/render-protocol';
import type { PageMeta } from '@healing/platform';
import type { DehydratedState } from '@tanstack/react-query';
import type * as shellRenderer from './server-render';

type Conforming<Module extends ShellRendererModule<DehydratedState, PageMeta>> = Module;

export type ShellRenderer = Conforming<typeof shellRenderer>;
