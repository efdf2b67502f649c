import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withRatios, type BenchRow, type Suite, type SuiteContext, type SuiteResult } from "../harness.js";
import { runStateProbe, type StateProbeReport } from "../state/state-probe.js";

const suiteName = "state";
const mib = 1024 * 1024;
const unboundedName = "engram, nothing evicted";

/**
 * Resident memory of one process serving many users through `createEngram`: 10,000 users × 3 sessions
 * (one turn each) on a SQLite file, with the default eviction scaled to the run (`openScopes.max`) and
 * with nothing ever evicted (the state before eviction existed), each in its own child process. Heap in
 * use after a full GC plus typed arrays' memory is the state Engram keeps; RSS adds SQLite's cache and the
 * allocator's slack.
 */
export const stateSuite: Suite = {
  name: suiteName,
  description: "Engram's per-process state over 10,000 users × 3 sessions: heap and RSS over time, with and without eviction",
  async run(context: SuiteContext): Promise<SuiteResult> {
    const users = context.quick ? 400 : 10_000;
    const plan = { users, sessionsPerUser: 3, sampleEvery: users / 10, maxScopes: users / 20 };
    const dir = mkdtempSync(join(tmpdir(), "engram-bench-state-"));
    try {
      const reports: StateProbeReport[] = [];
      for (const system of ["evicting", "unbounded"] as const) {
        context.log(`state: ${system}, ${users} users × ${plan.sessionsPerUser} sessions`);
        reports.push(await runStateProbe({ ...plan, system, path: join(dir, `${system}.db`) }));
      }
      const rows: Omit<BenchRow, "ratio">[] = [];
      const caseName = `${users.toLocaleString("en-US")} users × ${plan.sessionsPerUser} sessions`;
      for (const report of reports) {
        const baseline = report.system === "unbounded" ? unboundedName : null;
        const at = (fraction: number) => report.samples.find((sample) => sample.users === Math.round(users * fraction))!;
        const first = at(0.2);
        const last = report.samples.at(-1)!;
        const row = (metric: string, value: number, unit: string) => rows.push({ suite: suiteName, case: caseName, metric, value, unit, baseline });
        row("heap_mib_at_20pct", first.heapUsedBytes / mib, "MiB");
        row("heap_mib_at_end", last.heapUsedBytes / mib, "MiB");
        row("heap_growth_mib_20_to_100pct", (last.heapUsedBytes - first.heapUsedBytes) / mib, "MiB");
        row("array_buffers_mib_at_end", last.arrayBuffersBytes / mib, "MiB");
        row("rss_mib_at_end", last.rssBytes / mib, "MiB");
        row("rss_growth_mib_20_to_100pct", (last.rssBytes - first.rssBytes) / mib, "MiB");
        row("open_sessions_at_end", last.openSessions, "sessions");
        row("turn_ms_mean", report.ms / report.turns, "ms");
      }
      const notes = reports.map(
        (report) =>
          `${report.system}: heap + array buffers MiB by users ${report.samples.map((s) => `${s.users}:${((s.heapUsedBytes + s.arrayBuffersBytes) / mib).toFixed(1)}`).join(" ")}; ` +
          `open scopes/sessions at end ${report.samples.at(-1)!.openScopes}/${report.samples.at(-1)!.openSessions}`,
      );
      notes.push(
        `Eviction: openScopes.max ${plan.maxScopes} (each memory keeps its sessions); the ratio is the unbounded run's value over the evicting run's. ` +
          "What still grows while evicting is the SQLite connection's index of the store's events (it follows the store's size); RSS also holds SQLite's 64 MiB page cache.",
      );
      return { rows: withRatios(rows), notes };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
