// The build-kit's webpack runner (an ES module of the build side), for the commands that build
// before they serve: previews and releases.

export interface RunWebpack {
  buildOnce: (options: { env: Record<string, string> }) => Promise<boolean>;
  buildWatching: (options: { env: Record<string, string>; onBuilt: (ok: boolean) => void }) => void;
}

export async function loadRunWebpack(): Promise<RunWebpack> {
  const file = require.resolve('@healing/build-kit/run-webpack');
  return (await import(file)) as RunWebpack;
}
