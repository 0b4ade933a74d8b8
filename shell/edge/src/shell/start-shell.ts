import { readShellConfig, type ShellConfig } from '../config';
import { buildShellServer } from './shell-server';

export interface StartShellOptions {
  distDir: string;
  /** What differs from the defaults (readShellConfig with an empty environment). */
  config: Partial<ShellConfig> & Pick<ShellConfig, 'port' | 'apiUrl' | 'remotes'>;
  host?: string;
}

/**
 * A shell server for the scripts that run one of their own beside the shop (benchmarks,
 * drills, site tests): listening, with `close()` to stop it.
 */
export async function startShellServer({ distDir, config, host = '127.0.0.1' }: StartShellOptions) {
  const { app } = await buildShellServer({
    distDir,
    config: {
      ...readShellConfig({ SHOP_PORT: String(config.port), PREVIEW_ORIGINS: '' }),
      ...config,
    },
  });
  await app.listen({ port: config.port, host });
  return {
    url: `http://localhost:${config.port}`,
    /** Stops at once: connections still open (a browser's keep-alive) are cut, not waited for. */
    close: async () => {
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
    },
  };
}
