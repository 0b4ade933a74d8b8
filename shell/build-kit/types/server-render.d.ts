/** A remote's src/server-render.ts, aliased by build-kit's server-side build (webpack.cjs). */
declare module '@healing/server-rendered-modules' {
  import type { ComponentType } from 'react';

  export const serverRendered: Record<string, ComponentType<never>>;
}
