import type { ChildProcess } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile, appendFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteStore } from "@engram/store-sqlite";
import { formatNumber, percentile, repoRoot, withRatios, type BenchRow, type Suite, type SuiteContext, type SuiteResult } from "../harness.js";
import { footprintOf, runEngram, type EngramCommand, type HookFootprint } from "../hooks/hook-process.js";
import { startEngramMcp, startEngramMcpUntilSocket, stopEngramMcp } from "../hooks/mcp-handoff-probe.js";
import { BenchTranscript } from "../hooks/hook-transcript.js";
import { defaultCacheRoot, ensureDataset } from "../personal/dataset-cache.js";
import { personalQueries } from "../personal/personal-queries.js";
import { personalRecallScope } from "../personal/year-of-sessions.js";
import { type HookCaseSpec, hookCaseSpecs, hookLatencyPlan, hookLatencySuiteName } from "./hook-latency-plan.js";

const sessionId = "b3f5c1d2-6a7e-4c89-9f01-23456789abcd";

/** One row: the command each timed run starts (built per run), and what runs around the runs. */
export interface HookCase {
  readonly spec: HookCaseSpec | { readonly name: string; readonly now: string; readonly targetP95Ms: number | undefined };
  /** The command of run `index` (after whatever `before` did). */
  command(index: number): EngramCommand;
  /** Before each run, untimed (Stop: append the new line). */
  before?(index: number): Promise<void>;
  /** Before the first run, untimed (a case with `engram mcp` running starts it here). */
  setup?(): Promise<void>;
  teardown?(): Promise<void>;
}

interface Measured {
  readonly kase: HookCase;
  readonly wallMs: readonly number[];
  readonly footprint: HookFootprint;
  readonly answered: number;
  /** The first answer a timed run printed (the context Claude Code was given), if any. */
  readonly sample: string | undefined;
}

async function measure(kase: HookCase, runs: number, warmup: number, workDir: string, log: (line: string) => void): Promise<Measured> {
  await kase.setup?.();
  try {
    const wallMs: number[] = [];
    let answered = 0;
    let sample: string | undefined;
    for (let index = 0; index < warmup + runs; index++) {
      await kase.before?.(index);
      const run = await runEngram(kase.command(index));
      if (run.code !== 0) throw new Error(`${kase.spec.name}: engram exited with ${String(run.code)}`);
      if (index >= warmup) {
        wallMs.push(run.wallMs);
        if (run.stdout.trim() !== "") {
          answered += 1;
          sample ??= run.stdout.trim();
        }
      }
    }
    await kase.before?.(warmup + runs);
    const footprint = await footprintOf(kase.command(warmup + runs), workDir);
    log(`${hookLatencySuiteName}: ${kase.spec.name}: p50 ${formatNumber(percentile(wallMs, 50))} ms, ${footprint.modules} modules`);
    return { kase, wallMs, footprint, answered, sample };
  } finally {
    await kase.teardown?.();
  }
}

/**
 * Issue 29's hook rows: fresh `engram` processes (the CLI's built bin) as Claude Code starts them, on a
 * copy of the personal-scale year in the SQLite store: `--version`, a small-talk and a real-question
 * `UserPromptSubmit`, `SessionStart`, and Stop after one new line of a 20 MiB transcript archived
 * already. Each row: wall p50/p95, the modules Node loaded and maxRSS (one more run with a counting
 * preload), beside the issue's figure and target.
 */
export const hookLatencySuite: Suite = {
  name: hookLatencySuiteName,
  description: "Claude Code hooks and --version in fresh processes on the year's SQLite store: wall p50/p95, modules loaded, RSS",
  defaultRun: false,
  async run(context: SuiteContext): Promise<SuiteResult> {
    const plan = hookLatencyPlan(context.quick);
    const cacheRoot = context.quick ? await mkdtemp(join(tmpdir(), "engram-bench-hooks-cache-")) : defaultCacheRoot();
    const workDir = await mkdtemp(join(tmpdir(), "engram-bench-hooks-"));
    const bin = join(repoRoot(), "packages", "cli", "dist", "main.js");
    const loadBefore = loadavg();
    try {
      context.log(`${hookLatencySuiteName}: dataset (${plan.messages.toLocaleString("en-US")} messages, SQLite) in ${cacheRoot}`);
      const dataset = await ensureDataset(cacheRoot, "sqlite", { messages: plan.messages, entries: plan.entries, yearMessages: plan.messages }, context.log);
      // The hooks write (sessions, digests): a copy, so the cached year stays as generated.
      const home = join(workDir, "home");
      const project = join(workDir, "project");
      const claudeProject = join(home, ".claude", "projects", "-bench-project");
      const db = join(workDir, "store", "memory.db");
      // The Engram home exists as `engram mcp` leaves it (its socket's directory): the CLI keeps V8's
      // compile cache there (decision 0164).
      for (const dir of [home, join(home, ".engram"), project, claudeProject, join(workDir, "store")]) await mkdir(dir, { recursive: true });
      for (const suffix of ["", "-wal", "-shm"]) if (existsSync(dataset.location + suffix)) await copyFile(dataset.location + suffix, db + suffix);
      await writeFile(
        join(project, "engram.config.json"),
        JSON.stringify({
          store: `sqlite:${db}`,
          mcp: { workspace: personalRecallScope.workspace, user: personalRecallScope.user },
          // Consolidation is a once-a-day job: kept out of the Stop rows.
          hooks: { consolidation: { minHours: 8_760 } },
        }),
      );
      // Stop archives into the project's own scope (no mcp.workspace, as without configuration): its
      // extraction does not search the year's daily log of another project on every exchange.
      const stopProject = join(workDir, "project-stop");
      await mkdir(stopProject, { recursive: true });
      await writeFile(join(stopProject, "engram.config.json"), JSON.stringify({ store: `sqlite:${db}`, hooks: { consolidation: { minHours: 8_760 } } }));
      const env = { PATH: process.env["PATH"] ?? "", HOME: home };
      const hookLog = join(home, ".engram", "logs", "hooks.log");
      const transcriptPath = join(claudeProject, `${sessionId}.jsonl`);
      const hookInput = (event: string, fields: Record<string, unknown>): string =>
        `${JSON.stringify({ session_id: sessionId, transcript_path: transcriptPath, cwd: project, hook_event_name: event, ...fields })}\n`;
      const hook = (event: string, fields: Record<string, unknown> = {}, cwd = project): EngramCommand => ({
        bin,
        args: ["hooks", "run", event],
        cwd,
        env,
        input: hookInput(event, { ...fields, cwd }),
      });

      // The long transcript, archived once through the hook itself (with a budget for all of it).
      const transcript = new BenchTranscript(sessionId, stopProject);
      const lines = transcript.lines(plan.transcriptBytes);
      await writeFile(transcriptPath, lines.map((line) => `${line}\n`).join(""));
      context.log(`${hookLatencySuiteName}: archiving the ${formatNumber(plan.transcriptBytes / 1024 / 1024)} MiB transcript (${lines.length} lines) once`);
      const firstStartedAt = Date.now();
      await runEngram({ ...hook("Stop", {}, stopProject), args: ["hooks", "run", "Stop", "--timeout-ms", "600000"] });
      const firstArchiveS = (Date.now() - firstStartedAt) / 1000;
      let appended = 0;

      const queries = personalQueries(plan.runs + plan.warmup + 1);
      // A case again with `engram mcp` running in the hook's project for its runs: the hooks hand their work to it.
      const withMcp = (spec: HookCaseSpec, kase: Omit<HookCase, "spec">, cwd: string): HookCase => {
        let server: Awaited<ReturnType<typeof startEngramMcp>> | undefined;
        return {
          ...kase,
          spec,
          setup: async () => {
            server = await startEngramMcp({ root: workDir, project: cwd, env, hookLog });
            context.log(`${hookLatencySuiteName}: ${spec.name}: engram mcp listens at ${server.socket} (${formatNumber(server.readyMs)} ms to start)`);
          },
          teardown: async () => {
            if (server !== undefined) await stopEngramMcp(server.child);
          },
        };
      };
      const appendLine = async (): Promise<void> => {
        await appendFile(transcriptPath, `${transcript.next()}\n`);
        appended += 1;
      };
      const realQuestion = { command: (i: number) => hook("UserPromptSubmit", { prompt: queries[i % queries.length] }) };
      // The question as a session's first prompt (`claude "…"`): before each run a fresh `engram mcp`, and the hook
      // started the moment the hooks socket appears, whatever the server has done by then (decision 0244).
      const atServerStart = (): HookCase => {
        let server: ChildProcess | undefined;
        const stop = async (): Promise<void> => {
          if (server !== undefined) await stopEngramMcp(server);
          server = undefined;
        };
        return {
          spec: hookCaseSpecs.realQuestionMcpStart,
          ...realQuestion,
          before: async () => {
            await stop();
            server = await startEngramMcpUntilSocket({ root: workDir, project, env, hookLog }, join(home, ".engram", "run"));
          },
          teardown: stop,
        };
      };
      // A new session in the project the long transcript was archived for (its own scope): it starts with
      // where that session left off (its digest), as a project worked on before does.
      const newSession = "c4e6d2f3-7b8f-4d9a-8e12-3456789abcde";
      const sessionStart = {
        command: () =>
          hook("SessionStart", { source: "startup", session_id: newSession, transcript_path: join(claudeProject, `${newSession}.jsonl`) }, stopProject),
      };
      const stopOneLine = { before: appendLine, command: () => hook("Stop", {}, stopProject) };
      const baseline: HookCase = {
        spec: { name: "node -e 0 (reference)", now: "30 ms (quiet)", targetP95Ms: undefined },
        command: () => ({ bin: "-e", args: ["0"], cwd: project, env }),
      };
      const cases: HookCase[] = [
        baseline,
        { spec: hookCaseSpecs.version, command: () => ({ bin, args: ["--version"], cwd: project, env }) },
        { spec: hookCaseSpecs.smallTalk, command: (i) => hook("UserPromptSubmit", { prompt: ["thanks!", "ok, go on", "great, thank you"][i % 3] }) },
        { spec: hookCaseSpecs.realQuestion, ...realQuestion },
        withMcp(hookCaseSpecs.realQuestionMcp, realQuestion, project),
        atServerStart(),
        { spec: hookCaseSpecs.sessionStart, ...sessionStart },
        withMcp(hookCaseSpecs.sessionStartMcp, sessionStart, stopProject),
        { spec: hookCaseSpecs.stopOneLine, ...stopOneLine },
        withMcp(hookCaseSpecs.stopOneLineMcp, stopOneLine, stopProject),
      ];
      const measured: Measured[] = [];
      for (const kase of cases) {
        context.log(`${hookLatencySuiteName}: ${kase.spec.name}: ${plan.warmup} + ${plan.runs} fresh processes`);
        measured.push(await measure(kase, plan.runs, plan.warmup, workDir, context.log));
      }
      const loadAfter = loadavg();

      // Every line archived once: the first Stop's and each one appended since.
      const store = await openSqliteStore({ path: db });
      let archivedMessages: number;
      try {
        archivedMessages = (await store.readEvents(`claude-code-${sessionId}`)).filter((event) => event.type === "message").length;
      } finally {
        await store.close();
      }
      const logged = existsSync(hookLog) ? (await readFile(hookLog, "utf8")).trimEnd().split("\n") : [];

      const rows: Omit<BenchRow, "ratio">[] = measured.flatMap(({ kase, wallMs, footprint }) => {
        const row = (metric: string, value: number, unit: string): Omit<BenchRow, "ratio"> => ({
          suite: hookLatencySuiteName,
          case: kase.spec.name,
          metric,
          value,
          unit,
          baseline: null,
        });
        return [
          row("wall_ms_p50", percentile(wallMs, 50), "ms"),
          row("wall_ms_p95", percentile(wallMs, 95), "ms"),
          row("modules", footprint.modules, "count"),
          row("max_rss", footprint.rssMiB, "MiB"),
        ];
      });
      const notes = [
        `Load average ${loadBefore.map((v) => v.toFixed(1)).join(" / ")} before, ${loadAfter.map((v) => v.toFixed(1)).join(" / ")} after (1/5/15 min); Node ${process.version}; ` +
          `${plan.warmup} untimed + ${plan.runs} timed fresh processes per row; modules and RSS from one more run with a counting preload.`,
        `Store: a copy of the personal-scale SQLite dataset (${dataset.messages.toLocaleString("en-US")} messages, ${dataset.entries.toLocaleString("en-US")} entries; ` +
          `${dataset.reused ? "reused from" : "generated into"} ${cacheRoot}); hooks recall in ${JSON.stringify(personalRecallScope)} (mcp.workspace and mcp.user).`,
        ...measured.map(({ kase, wallMs, footprint, answered }) => {
          const p95 = percentile(wallMs, 95);
          const target = kase.spec.targetP95Ms;
          const verdict = target === undefined ? "" : p95 <= target ? ` (target p95 <= ${target} ms: met)` : ` (target p95 <= ${target} ms: not met)`;
          const said = [
            hookCaseSpecs.realQuestion,
            hookCaseSpecs.realQuestionMcp,
            hookCaseSpecs.realQuestionMcpStart,
            hookCaseSpecs.sessionStart,
            hookCaseSpecs.sessionStartMcp,
          ].some((spec) => spec === kase.spec)
            ? `, answered with context ${answered}/${wallMs.length}`
            : "";
          return `  ${kase.spec.name}: p50 ${formatNumber(percentile(wallMs, 50))} / p95 ${formatNumber(p95)} ms, ${footprint.modules} modules, ${formatNumber(footprint.rssMiB)} MiB maxRSS${said}; issue's now: ${kase.spec.now}${verdict}`;
        }),
        ...measured
          .filter(({ kase, sample }) => kase.spec === hookCaseSpecs.sessionStart && sample !== undefined)
          .map(({ sample }) => `SessionStart's answer (a new session in the project of the long transcript), first 600 characters: ${sample!.slice(0, 600)}`),
        `Stop (in the project's own scope, same store): the ${formatNumber(plan.transcriptBytes / 1024 / 1024)} MiB transcript (${lines.length} lines) was archived first in ${formatNumber(firstArchiveS)} s; ` +
          `${appended} lines appended since; the session holds ${archivedMessages.toLocaleString("en-US")} messages (expected ${(lines.length + appended).toLocaleString("en-US")}).`,
        logged.length === 0 ? "Hook log: empty." : `Hook log: ${logged.length} lines, the first: ${logged.slice(0, 3).join(" | ")}`,
      ];
      return { rows: withRatios(rows), notes };
    } finally {
      await rm(workDir, { recursive: true, force: true });
      if (context.quick) await rm(cacheRoot, { recursive: true, force: true });
    }
  },
};
