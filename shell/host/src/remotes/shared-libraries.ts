// The federation singletons the app starts with (shell/build-kit shared.cjs shares them all);
// the benchmark's single-bundle build replaces this module with an empty list.

/**
 * The shared libraries the app starts with, each asked for in a task of its own. Asking is the
 * federation runtime's share negotiation and a script element per chunk, and each library is
 * evaluated as its chunks arrive: all of them at once, in the app's own import, was one task
 * of 57 ms on the machine that builds the shop (119 ms at a cheap phone's pace), holding up
 * every tap meanwhile.
 * Dependencies come before their dependents, so a library arriving finds what it needs
 * evaluated already.
 */
export const SHARED_LIBRARIES: readonly (() => Promise<unknown>)[] = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('@tanstack/react-query'),
  () => import('@healing/platform'),
];
