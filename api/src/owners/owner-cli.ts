import 'reflect-metadata';
import { ReadStream } from 'node:tty';
import { loadConfig } from '../config/app-config';
import type { RunningPostgres } from '../database/embedded-postgres';
import { describeDatabase, openCliDatabase } from './cli-database';
import { EXIT, OwnerAccounts, OwnerCommandError } from './owner-accounts';
import { askHidden, PromptCancelled } from './password-prompt';

const USAGE = `Manage who can sign in to the shop's back office.

  npm run owner -- add <username>      add an owner, or set a new password for one
  npm run owner -- remove <username>   remove an owner (signs them out everywhere)

The password is read from OWNER_PASSWORD, or asked for on the terminal. It needs at least
12 characters; a few unrelated words make a good one.
Works on DATABASE_URL, or else on the shop's own (embedded) database.
Exit codes: 0 done, 1 failed, 2 wrong usage or refused input, 3 no such owner.`;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function readPassword(username: string): Promise<string> {
  const fromEnv = process.env.OWNER_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!(process.stdin instanceof ReadStream) || !process.stdin.isTTY) {
    throw new OwnerCommandError(
      'No terminal to ask for the password on: set OWNER_PASSWORD for this command instead.',
      EXIT.usage,
    );
  }
  const password = await askHidden(`New password for ${username}: `, process.stdin, process.stdout);
  // Checked before asking again, so a weak one is refused at once.
  OwnerAccounts.check(username, password);
  const again = await askHidden('The same password again: ', process.stdin, process.stdout);
  if (again !== password) {
    throw new OwnerCommandError(
      'The two passwords are not the same. Nothing was changed.',
      EXIT.usage,
    );
  }
  return password;
}

async function run(argv: string[]): Promise<number> {
  const [command, username, ...extra] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    say(USAGE);
    return command === undefined ? EXIT.usage : EXIT.ok;
  }
  if ((command !== 'add' && command !== 'remove') || username === undefined || extra.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return EXIT.usage;
  }
  OwnerAccounts.check(username);
  const password = command === 'add' ? await readPassword(username) : undefined;
  if (password !== undefined) OwnerAccounts.check(username, password);

  const config = loadConfig();
  let started: RunningPostgres | undefined;
  const stopOnSignal = () => {
    // Interrupted half-way: the transaction is rolled back by PostgreSQL; stop what we started.
    void (started?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  let database;
  try {
    database = await openCliDatabase(config, say, (postgres) => (started = postgres));
  } catch (error) {
    const where = config.databaseUrl
      ? describeDatabase(config.databaseUrl)
      : `the embedded database (port ${config.embeddedPgPort}, data in ${config.dataDir}/pg)`;
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new OwnerCommandError(`Could not open ${where}: ${reason}`, EXIT.failed);
  }
  try {
    const accounts = new OwnerAccounts(database.dataSource);
    if (password !== undefined) {
      const outcome = await accounts.addOrReset(username, password);
      say(
        outcome === 'added'
          ? `Owner "${username}" added. They can sign in at /admin.`
          : `New password set for "${username}"; their open sessions were signed out.`,
      );
    } else {
      const removed = await accounts.remove(username);
      say(
        `Owner "${removed.username}" removed` +
          (removed.sessionsEnded > 0
            ? ` and signed out of ${removed.sessionsEnded} session(s).`
            : '.'),
      );
    }
    return EXIT.ok;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof OwnerCommandError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(error.exitCode);
    }
    if (error instanceof PromptCancelled) {
      process.stderr.write('Cancelled. Nothing was changed.\n');
      process.exit(130);
    }
    // Only the message: a stack or an error object could carry query parameters.
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`Something went wrong, nothing was changed: ${reason}\n`);
    process.exit(EXIT.failed);
  },
);
