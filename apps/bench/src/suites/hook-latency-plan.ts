/** The suite's name in rows and on the command line. */
export const hookLatencySuiteName = "hook-latency";

/** One row of the table: a fresh `engram` process as Claude Code starts it. */
export interface HookCaseSpec {
  readonly name: string;
  /** Issue 29's "now" figure for it (its table), as printed beside the measurement. */
  readonly now: string;
  /** Issue 29's target for its p95, in ms. */
  readonly targetP95Ms: number;
}

/**
 * The rows, in the order printed. The "`engram mcp` running" rows start the server for the hook's project
 * before their runs (Claude Code starts one per session), so the hooks hand their work to it (decision 0162).
 */
export const hookCaseSpecs = {
  version: { name: "engram --version", now: "370-420 ms, 100 MB RSS", targetP95Ms: 100 },
  smallTalk: { name: "UserPromptSubmit, small talk", now: "370-420 ms", targetP95Ms: 100 },
  realQuestion: { name: "UserPromptSubmit, a real question (no engram mcp)", now: "430-670 ms, 117 MB RSS", targetP95Ms: 400 },
  realQuestionMcp: { name: "UserPromptSubmit, a real question (engram mcp running)", now: "430-670 ms (same with engram mcp running)", targetP95Ms: 150 },
  // A session started with its prompt (`claude "…"`): the hook reaches a server that has only just started
  // listening. Held to the no-server row's target: a starting server must not make a prompt slower than none.
  realQuestionMcpStart: { name: "UserPromptSubmit, a real question (sent as engram mcp starts)", now: "(not in the issue's table)", targetP95Ms: 400 },
  sessionStart: { name: "SessionStart", now: "(not in the issue's table)", targetP95Ms: 300 },
  sessionStartMcp: { name: "SessionStart (engram mcp running)", now: "(not in the issue's table)", targetP95Ms: 300 },
  stopOneLine: { name: "Stop, one new line on a long transcript", now: "4,607 / 6,690 ms p50/p95 (load 20)", targetP95Ms: 150 },
  stopOneLineMcp: { name: "Stop, one new line on a long transcript (engram mcp running)", now: "(not in the issue's table)", targetP95Ms: 150 },
} as const satisfies Record<string, HookCaseSpec>;

export interface HookLatencyPlan {
  /** The year's size (the personal-scale dataset's), in the SQLite store. */
  readonly messages: number;
  readonly entries: number;
  /** Timed fresh processes per row. */
  readonly runs: number;
  /** Untimed runs first (the OS's file cache, the store's first write). */
  readonly warmup: number;
  /** The long transcript Stop appends one line to. */
  readonly transcriptBytes: number;
}

/** `ENGRAM_BENCH_HOOK_RUNS` sets the timed runs per row (a loaded machine's shorter run); else 3 quick, 20 full. */
export function hookLatencyPlan(quick: boolean, env: NodeJS.ProcessEnv = process.env): HookLatencyPlan {
  const asked = Number(env["ENGRAM_BENCH_HOOK_RUNS"]);
  const runs = Number.isInteger(asked) && asked > 0 ? asked : quick ? 3 : 20;
  // `ENGRAM_BENCH_HOOK_TRANSCRIPT_MIB`: a shorter transcript (its first archive takes minutes on a loaded machine).
  const mib = Number(env["ENGRAM_BENCH_HOOK_TRANSCRIPT_MIB"]);
  const transcriptBytes = (Number.isFinite(mib) && mib > 0 ? mib : quick ? 1 : 20) * 1024 * 1024;
  if (quick) return { messages: 3_000, entries: 300, runs, warmup: 1, transcriptBytes };
  return { messages: 500_000, entries: 20_000, runs, warmup: 2, transcriptBytes };
}
