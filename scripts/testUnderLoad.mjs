#!/usr/bin/env node
// `npm run test:under-load`: the whole `npm test`, several runs in a row, while other CPU-bound
// processes compete for the same cores — what a shared CI machine does to the suite. Passing
// here means no test depends on the machine being quiet.
//
//   RUNS (default 3)      how many runs of `npm test`
//   BURNERS (default 2)   how many busy processes run beside them
//
// Exit status: 0 when every run passed; else 1. Each run's time and outcome are printed.
import { spawn } from 'node:child_process';

const runs = Number(process.env.RUNS ?? 3);
const burnerCount = Number(process.env.BURNERS ?? 2);

// Each burner spins one core at full use until it is killed.
const burners = Array.from({ length: burnerCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopBurners = () => {
  for (const burner of burners) burner.kill('SIGKILL');
};
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopBurners();
    process.exit(130);
  });
}

function npmTest() {
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const outcomes = [];
for (let run = 1; run <= runs; run++) {
  const started = Date.now();
  console.log(
    `\n=== npm test under load: run ${run} of ${runs} (${burnerCount} busy processes) ===\n`,
  );
  const code = await npmTest();
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  outcomes.push({ run, code, minutes });
  console.log(
    `\n=== run ${run}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${minutes} min ===`,
  );
}
stopBurners();
console.log('\nnpm test under load:');
for (const { run, code, minutes } of outcomes) {
  console.log(`  run ${run}: ${code === 0 ? 'passed' : 'failed'}, ${minutes} min`);
}
const passed = outcomes.filter((outcome) => outcome.code === 0).length;
console.log(`  ${passed} of ${runs} passed`);
process.exit(passed === runs ? 0 : 1);
