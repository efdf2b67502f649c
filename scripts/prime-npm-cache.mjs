// Fills .toolchain/npm-cache with what the consumer test (apps/integration/test/consumer.test.ts)
// installs, so the test installs with npm --offline: tests reach nothing beyond 127.0.0.1. Run at
// bootstrap by scripts/run.sh (network allowed there, as for pnpm install). Quiet, and a file read,
// when the stamp says the cache already holds today's list (scripts/consumer-deps.mjs).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { cacheStampText, consumerDependencies, npmCache, npmCachePrimed, npmCacheStamp } from "./consumer-deps.mjs";

const dependencies = consumerDependencies();
if (!npmCachePrimed(dependencies)) {
  const names = Object.keys(dependencies);
  process.stderr.write(`engram: filling .toolchain/npm-cache for the consumer test (${names.length} packages: ${names.join(", ")})\n`);
  const dir = mkdtempSync(join(tmpdir(), "engram-npm-prime-"));
  try {
    writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name: "engram-npm-prime", private: true, type: "module", dependencies }, null, 2)}\n`);
    mkdirSync(npmCache, { recursive: true });
    // The npm on PATH, run by this Node (24, from the toolchain), as the test runs it.
    const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ""}` };
    const args = ["install", "--cache", npmCache, "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"];
    let run = spawnSync("npm", args, { cwd: dir, env, stdio: ["ignore", "ignore", "inherit"] });
    // A version published minutes ago may be named by a dependent's metadata before the registry's copy of its own
    // metadata lists it (npm's ETARGET, seen once in CI on 2026-12-07): once more, asking the registry afresh for every
    // package's metadata instead of the cached copy.
    if (run.status !== 0) {
      process.stderr.write("engram: npm install for the consumer test failed; once more with --prefer-online\n");
      run = spawnSync("npm", [...args, "--prefer-online"], { cwd: dir, env, stdio: ["ignore", "ignore", "inherit"] });
    }
    if (run.status !== 0) {
      process.stderr.write(`engram: npm ${args.join(" ")} failed (${run.error?.message ?? `exit ${run.status}`}): the consumer test cannot install offline.\n`);
      process.exit(1);
    }
    writeFileSync(npmCacheStamp, cacheStampText(dependencies));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
