// npm run drill -w api --if-present [-- name ...]: runs the drills (all, or the ones named), each against
// its own PostgreSQL and API, and exits non-zero when a promise is broken.
/** Each drill, loaded when it runs: its `description` and `run()`, resolving with what broke. */
const DRILLS = {
  hostile: () => import('./hostile.mjs'),
  flood: () => import('./flood.mjs'),
  crash: () => import('./crash.mjs'),
  outage: () => import('./outage.mjs'),
  load: () => import('./load.mjs'),
  restore: () => import('./restore.mjs'),
};
/** @type {(name: string) => name is keyof typeof DRILLS} */
const isDrill = (name) => Object.hasOwn(DRILLS, name);
const NAMES = Object.keys(DRILLS).filter(isDrill);

// Ctrl-C or a kill ends the run through process.exit, so the drills' exit handlers stop the
// APIs and PostgreSQL servers they started (each in its own process group, out of the signal's reach).
/** @type {[NodeJS.Signals, number][]} */
const STOPS = [
  ['SIGINT', 130],
  ['SIGTERM', 143],
];
for (const [signal, code] of STOPS) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the drill's servers`);
    process.exit(code);
  });
}

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !isDrill(name));
  if (unknown.length) {
    console.error(`Unknown drill: ${unknown.join(', ')}. The drills: ${NAMES.join(', ')}.`);
    process.exit(2);
  }
  /** @type {{ name: string, broken: string[], seconds: string }[]} */
  const results = [];
  for (const name of asked.length ? asked.filter(isDrill) : NAMES) {
    const drill = await DRILLS[name]();
    console.log(`\n=== drill: ${name} (${drill.description})`);
    const startedAt = Date.now();
    /** @type {string[]} */
    let broken;
    try {
      broken = await drill.run();
    } catch (error) {
      broken = [`the drill could not run: ${error instanceof Error ? error.stack : String(error)}`];
    }
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
    results.push({ name, broken, seconds });
    if (broken.length) console.log(`\n${name}: BROKEN (${seconds} s)\n- ${broken.join('\n- ')}`);
    else console.log(`\n${name}: every promise kept (${seconds} s)`);
  }
  console.log('\n=== summary');
  for (const { name, broken, seconds } of results) {
    console.log(`${name}: ${broken.length ? `${broken.length} broken` : 'ok'} (${seconds} s)`);
  }
  process.exitCode = results.some((result) => result.broken.length) ? 1 : 0;
}

await main();
