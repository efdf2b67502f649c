import { spawn } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { probeScript } from "../harness/fork-probe.js";

/** What one fresh `engram` process cost. */
export interface HookRun {
  /** Spawn to exit, as Claude Code waits for it. */
  readonly wallMs: number;
  readonly code: number | null;
  readonly stdout: string;
}

/** Modules and memory of one instrumented run: every module URL Node loaded (built-ins included) and getrusage's maxRSS. */
export interface HookFootprint {
  readonly modules: number;
  readonly rssMiB: number;
}

export interface EngramCommand {
  /** The CLI's built bin (`packages/cli/dist/main.js`). */
  readonly bin: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** What Claude Code writes on stdin (closed after it). */
  readonly input?: string;
}

/** Runs `node <bin> <args>` once, as Claude Code starts a hook: a fresh process, the JSON on stdin. */
export function runEngram(command: EngramCommand, nodeArgs: readonly string[] = []): Promise<HookRun> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [...nodeArgs, command.bin, ...command.args], {
      cwd: command.cwd,
      env: command.env,
      stdio: ["pipe", "pipe", "inherit"],
    });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stdin.on("error", () => {});
    child.once("error", reject);
    child.once("close", (code) => resolve({ wallMs: Number(process.hrtime.bigint() - started) / 1e6, code, stdout }));
    child.stdin.end(command.input ?? "");
  });
}

/**
 * A preload that counts the modules Node loads (its load hook) and writes them and the process's peak RSS
 * (`peakRssKiB`, imported from `peakRss`: the harness module's URL) at exit.
 */
function footprintPreload(peakRss: string): string {
  return `import { registerHooks } from "node:module";
import { writeFileSync } from "node:fs";
import { peakRssKiB } from ${JSON.stringify(peakRss)};
const urls = new Set();
registerHooks({ load(url, context, next) { urls.add(url); return next(url, context); } });
process.on("exit", () => {
  const out = process.env.ENGRAM_BENCH_FOOTPRINT;
  if (out) writeFileSync(out, JSON.stringify({ modules: urls.size, maxRssKiB: peakRssKiB() }));
});
`;
}

/** One more run of `command` with the counting preload (not timed: the hook adds its own cost). */
export async function footprintOf(command: EngramCommand, workDir: string): Promise<HookFootprint> {
  const preload = join(workDir, "footprint-preload.mjs");
  const out = join(workDir, "footprint.json");
  await writeFile(preload, footprintPreload(pathToFileURL(probeScript(new URL("../harness/", import.meta.url).href, "peak-rss")).href));
  await rm(out, { force: true });
  await runEngram({ ...command, env: { ...command.env, ENGRAM_BENCH_FOOTPRINT: out } }, ["--import", preload]);
  const report = JSON.parse(await readFile(out, "utf8")) as { modules: number; maxRssKiB: number };
  // The preload registers the hook as it loads, so it is not among the URLs counted.
  return { modules: report.modules, rssMiB: report.maxRssKiB / 1024 };
}
