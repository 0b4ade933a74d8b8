// The API as a child process the drills can signal, kill and restart, its log kept.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiDir, sleep } from './settings.mjs';

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
// Should a drill die, its APIs go with it.
process.on('exit', () => {
  for (const child of running) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
});

/**
 * A line the API logged, and when (ms since the epoch).
 * @typedef {{ at: number, line: string }} LogLine
 */

/** @typedef {ReturnType<typeof startApi>} Api */

/**
 * Starts `node dist/main.js` in its own process group (so a drill can send a signal to the
 * group, as a terminal's Ctrl-C does). Writes are not rate limited unless `env` says so.
 * @param {{ port: number, env?: Record<string, string>, label?: string }} options
 */
export function startApi({ port, env = {}, label = 'api' }) {
  const child = spawn(process.execPath, [path.join(apiDir, 'dist', 'main.js')], {
    cwd: apiDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NO_COLOR: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      SMTP_URL: '',
      LOG_REQUESTS: '',
      WRITE_RATE_LIMIT_PER_MINUTE: '100000000',
      // The drills' shoppers all come from this machine; the limits have drills of their own.
      UPLOAD_QUOTA_PER_VISITOR: '100000000',
      UPLOAD_QUOTA_PER_ADDRESS: '100000000',
      UPLOAD_QUOTA_MB_PER_VISITOR: '100000000',
      UPLOAD_QUOTA_MB_PER_ADDRESS: '100000000',
      ...env,
    },
  });
  running.add(child);
  /** @type {LogLine[]} */
  const lines = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      const text = rest + chunk.toString('utf8');
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        lines.push({ at: Date.now(), line });
        if (process.env.DRILL_VERBOSE) console.error(`[${label}] ${line}`);
      }
    });
  }
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null, at: number }>} */
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal, at: Date.now() });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    pid: pidOf(child),
    url,
    lines,
    exited,
    isAlive: () => child.exitCode === null && child.signalCode === null,
    signal: (/** @type {NodeJS.Signals} */ signal) => child.kill(signal),
    /** The signal to the API's whole process group, as a terminal's Ctrl-C sends it. */
    signalGroup: (/** @type {NodeJS.Signals} */ signal) => process.kill(-pidOf(child), signal),
    /** Resolves once /api/health answers 200; fails if the process exits first. */
    async waitUntilUp(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) {
          throw new Error(`${label} exited (code ${child.exitCode}):\n${tail(lines)}`);
        }
        const ok = await fetch(`${url}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return;
        await sleep(200);
      }
      throw new Error(`${label} did not become healthy in ${timeoutMs / 1000} s:\n${tail(lines)}`);
    },
    /** SIGTERM and wait; SIGKILL after 30 s. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(killer);
      }
      return exited;
    },
  };
}

/** @param {import('node:child_process').ChildProcess} child */
function pidOf(child) {
  if (child.pid === undefined) throw new Error('the API process did not start');
  return child.pid;
}

/**
 * @param {LogLine[]} lines
 * @param {number} [count]
 */
export function tail(lines, count = 20) {
  return lines
    .slice(-count)
    .map(({ line }) => `  ${line}`)
    .join('\n');
}

/**
 * Log lines that should never appear in a healthy run.
 * @param {LogLine[]} lines
 */
export function alarmingLines(lines) {
  return lines.filter(({ line }) =>
    /\bERROR\b|pool raised an error|terminating connection|Unhandled|uncaught/i.test(line),
  );
}

/**
 * Resident memory of a process, in MB (Linux).
 * @param {number} pid
 */
export async function rssMb(pid) {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}
