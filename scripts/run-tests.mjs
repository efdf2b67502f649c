// Runs every workspace package's `test:alone` script first, one at a time and beside nothing else, then every
// package's `test` and `typecheck` scripts, at most `--concurrency` at once: the tests longest first, the typechecks
// (seconds each) after them (scripts/run.sh calls it once everything is built). turbo starts ready tasks in an order
// of its own: the CLI's and store-postgres's tests, five minutes each under CI's load, started last in some runs and
// ran alone at the end. A job's output is printed when it fails, with one line per job.
// `test:alone` holds tests that are CPU only and took ten times longer beside the others: core's ReDoS check, two
// minutes alone and past 15 beside them while it checked every pattern. Since decision 0499 it checks only the
// patterns its record lacks, seconds in a run that changed none, and the typechecks no longer wait beside it.
import { spawn } from "node:child_process";
import { workspacePackages } from "./workspace-packages.mjs";

/** Test runs measured longest first (CI on a 2-core machine, 2026-11-30); packages not named run after them. */
const longestFirst = ["cli", "store-postgres", "core", "playground", "integration", "store-redis", "bench", "store-sqlite", "store-fs", "mcp", "eval"];

function usage(message) {
  console.error(`run-tests: ${message}\nusage: node scripts/run-tests.mjs --concurrency <n>`);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args.length !== 2 || args[0] !== "--concurrency" || !/^[1-9]\d*$/.test(args[1]))
  usage(`expected --concurrency and a whole number above 0, got ${JSON.stringify(args)}`);
const concurrency = Number(args[1]);

const packages = workspacePackages();
const rank = (name) => (longestFirst.includes(name) ? longestFirst.indexOf(name) : longestFirst.length);
const jobs = packages
  .filter((p) => p.scripts.test !== undefined)
  .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name))
  .map((p) => ({ ...p, script: "test" }));
const typechecks = packages.filter((p) => p.scripts.typecheck !== undefined).map((p) => ({ ...p, script: "typecheck" }));

function run(job) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("pnpm", ["run", job.script], { cwd: job.dir, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.once("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ok = code === 0;
      console.error(`${ok ? "ok  " : "FAIL"} ${job.name}#${job.script} (${seconds} s)${ok ? "" : `: exit ${code ?? signal}`}`);
      if (!ok) process.stderr.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

const alone = packages.filter((p) => p.scripts["test:alone"] !== undefined).map((p) => ({ ...p, script: "test:alone" }));
let failures = 0;
async function inTurn(list) {
  for (const job of list) if (!(await run(job))) failures += 1;
}
await inTurn(alone);

const queue = [...jobs, ...typechecks];
async function worker() {
  for (let job = queue.shift(); job !== undefined; job = queue.shift()) if (!(await run(job))) failures += 1;
}
await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
if (failures > 0) {
  console.error(`run-tests: ${failures} of ${alone.length + typechecks.length + jobs.length} jobs failed`);
  process.exit(1);
}
