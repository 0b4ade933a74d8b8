// npm run drill -w api [-- name ...]: runs the drills (all, or the ones named), each against
// its own PostgreSQL and API, and exits non-zero when a promise is broken.
const DRILLS = ['hostile', 'flood', 'crash', 'outage', 'load'];

// Ctrl-C or a kill ends the run through process.exit, so the drills' exit handlers stop the
// APIs and PostgreSQL servers they started (each in its own process group, out of the signal's reach).
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the drill's servers`);
    process.exit(code);
  });
}

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !DRILLS.includes(name));
  if (unknown.length) {
    console.error(`Unknown drill: ${unknown.join(', ')}. The drills: ${DRILLS.join(', ')}.`);
    process.exit(2);
  }
  const results = [];
  for (const name of asked.length ? asked : DRILLS) {
    const drill = await import(`./${name}.mjs`);
    console.log(`\n=== drill: ${name} (${drill.description})`);
    const startedAt = Date.now();
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
