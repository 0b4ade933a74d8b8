// The benchmark's single-bundle build: replaces src/remotes/shared-libraries.ts. A single bundle
// shares nothing, so there is nothing to ask for ahead of the app: its libraries come in the
// chunks the app imports, tree-shaken as in any single-page app.
export const SHARED_LIBRARIES: readonly (() => Promise<unknown>)[] = [];
