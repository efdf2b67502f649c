import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { runBench, type RunBenchResult } from "../src/run-bench.js";

/** One quick run of a suite for the whole test file: what it printed, returned and wrote. */
export interface QuickRun {
  readonly dir: string;
  readonly outPath: string;
  readonly report: string;
  readonly result: RunBenchResult;
}

/**
 * Runs `suite` in quick mode once before the file's tests, writing its JSON to `outFile` inside a
 * temp dir that is removed (and checked gone) afterwards. `timeoutMs`: the run's allowance (default 180 s).
 */
export function useQuickRun(suite: string, outFile: string, timeoutMs = 180_000): QuickRun {
  let state: { dir: string; outPath: string; report: string; result?: RunBenchResult } = { dir: "", outPath: "", report: "" };
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), "engram-bench-test-"));
    state = { dir, outPath: join(dir, outFile), report: "" };
    state.result = await runBench({
      suites: [suite],
      quick: true,
      out: state.outPath,
      write: (text) => {
        state.report += text;
      },
      log: () => {},
    });
  }, timeoutMs);
  afterAll(async () => {
    if (!state.dir) return;
    await rm(state.dir, { recursive: true, force: true });
    expect(existsSync(state.dir)).toBe(false);
  });
  return {
    get dir() {
      return state.dir;
    },
    get outPath() {
      return state.outPath;
    },
    get report() {
      return state.report;
    },
    get result() {
      if (!state.result) throw new Error("useQuickRun: the run is only available inside a test");
      return state.result;
    },
  };
}
