// Extra servers a test starts itself: a copy of a remote served from another port (a preview,
// a redeploy, an outage), or a second shell with its own configuration. They are the same
// server modules `npm start` runs.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_DIRS, REPO_ROOT, type RemoteName } from './site';

interface RemoteServerModule {
  startRemoteServer: (options: { dir: string; port: number; host?: string }) => Promise<Server>;
}

interface ShellServerModule {
  startShellServer: (options: {
    distDir: string;
    config: {
      port: number;
      apiUrl: string;
      remotes: Record<string, string>;
      previewOrigins: string[];
    };
  }) => Promise<Server>;
}

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

function closer(server: Server): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

/** Serves a remote's build folder (by default its current dist) from `port`. */
export async function serveRemote(
  name: RemoteName,
  port: number,
  dir = path.join(REPO_ROOT, REMOTE_DIRS[name], 'dist'),
): Promise<RunningServer> {
  const { startRemoteServer } = (await import(
    path.join(REPO_ROOT, 'shell/build-kit/src/remote-server.mjs')
  )) as RemoteServerModule;
  const server = await startRemoteServer({ dir, port, host: '127.0.0.1' });
  return { url: `http://localhost:${port}`, close: closer(server) };
}

/** A copy of a remote's build in a temporary folder, to serve or to change. */
export function copyRemoteBuild(name: RemoteName): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), `remote-${name}-`));
  cpSync(path.join(REPO_ROOT, REMOTE_DIRS[name], 'dist'), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A second shell, on `port`, with the configuration the test gives it. */
export async function serveShell(
  port: number,
  config: { apiUrl: string; remotes: Record<string, string>; previewOrigins?: string[] },
): Promise<RunningServer> {
  const { startShellServer } = (await import(
    path.join(REPO_ROOT, 'shell/server/shell-server.mjs')
  )) as ShellServerModule;
  const server = await startShellServer({
    distDir: path.join(REPO_ROOT, 'shell/dist'),
    config: { port, previewOrigins: [], ...config },
  });
  return { url: `http://localhost:${port}`, close: closer(server) };
}
