/**
 * npm run restore -w api --if-present -- --to <time|latest> [--into <folder>]
 * Point-in-time recovery into a new folder (restore.ts); the running shop is not touched.
 */
import path from 'node:path';
import { loadConfig } from '../../config/app-config';
import { defaultRestoreFolder, restoreBackup } from './restore';

type Say = (line: string) => void;
const stdout: Say = (line) => process.stdout.write(`${line}\n`);
const USAGE = `Usage: npm run restore -w api --if-present -- --to <time|latest> [--into <new folder>]
  --to     an ISO 8601 time (2026-11-27T18:30:00Z; without a zone it is this machine's) or latest
  --into   the new cluster folder (default <DATA_DIR>/restored-<stamp>/pg); must be empty or absent`;

function parseArgs(argv: string[]): { to?: string; into?: string } {
  const parsed: { to?: string; into?: string } = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if ((flag !== '--to' && flag !== '--into') || value === undefined) return {};
    parsed[flag === '--to' ? 'to' : 'into'] = value;
  }
  return parsed;
}

/** How to run the shop on the restored cluster: DATA_DIR is the folder that holds `pg`. */
export function startAdvice(into: string): string[] {
  const steps: string[] = [];
  let dataDir = path.dirname(into);
  if (path.basename(into) !== 'pg') {
    dataDir = `${into}-data`;
    steps.push(`mv ${into} ${path.join(dataDir, 'pg')}    # the shop reads <DATA_DIR>/pg`);
  }
  return [
    'To run the shop on it, stop the running shop, then from the repository root:',
    ...steps.map((step) => `  ${step}`),
    `  DATA_DIR=${dataDir} npm start`,
    `Its WAL and base backups then go to ${path.join(dataDir, 'backups')} (or BACKUP_DIR).`,
    'To look at it beside the running shop instead, add other ports: PORT=<port> EMBEDDED_PG_PORT=<port>.',
  ];
}

/** The command; its exit code. */
export async function restoreCommandLine(argv: string[], say: Say = stdout): Promise<number> {
  const { to, into } = parseArgs(argv);
  if (!to) {
    say(USAGE);
    return 2;
  }
  const config = loadConfig();
  const folder = path.resolve(into ?? defaultRestoreFolder(config.dataDir));
  const result = await restoreBackup({
    backupDir: config.backups.backupDir,
    target: to,
    into: folder,
    liveDataDir: path.join(config.dataDir, 'pg'),
    log: say,
  });
  say(`Recovered into ${result.into} (from base backup ${result.backup.name}).`);
  say(
    !result.orders
      ? 'It has no orders table (the shop had not created its tables yet).'
      : result.orders.newest
        ? `It holds ${result.orders.count} orders; the newest was placed at ${result.orders.newest.toISOString()}.`
        : 'It holds no orders.',
  );
  say('PostgreSQL was stopped cleanly after the check.');
  for (const line of startAdvice(result.into)) say(line);
  return 0;
}

if (require.main === module) {
  restoreCommandLine(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      stdout(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
