import { readdirSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { formatTable, type BenchRow, type ResultsFile } from "../src/harness.js";
import { useQuickRun } from "./quick-run.js";
import { naiveBaseline } from "../src/stores/naive-scan.js";
import { storeKinds, type StoreKind } from "../src/stores/open-stores.js";
import { hasRedisServer, redisServerBinary } from "@engram/store-redis/testing";
import { appendCaseName, putCaseName, rssCaseName, sizeCaseName, storesMetrics, storesPlan, storesSuiteName } from "../src/suites/stores-plan.js";

// The quick run starts its own redis-server. Without the binary it skips only the redis rows (and on
// CI, CI=true, the run itself fails, so beforeAll fails loudly).
const redis = hasRedisServer();
if (!redis) console.warn(`\n*** stores suite test: ${redisServerBinary} not found: the redis rows are SKIPPED (CI fails instead) ***\n`);
const kinds: StoreKind[] = storeKinds.filter((kind) => kind !== "redis" || redis);
const plan = storesPlan(true);
const units: Record<string, string> = {
  [storesMetrics.append]: "events/s",
  [storesMetrics.put]: "entries/s",
  [storesMetrics.searchP50]: "ms",
  [storesMetrics.searchP95]: "ms",
  [storesMetrics.rss]: "MiB",
};

/** Every row the quick run must produce, as "case | metric | system". */
function expectedRows(): string[] {
  const keys: string[] = [];
  const key = (name: string, metric: string, baseline: string | null): string => `${name} | ${metric} | ${baseline ?? "engram"}`;
  for (const kind of kinds) {
    keys.push(key(appendCaseName(kind, plan.appendEvents), storesMetrics.append, null));
    keys.push(key(putCaseName(kind, plan.putRecords), storesMetrics.put, null));
    const storePlan = plan.stores[kind];
    for (const step of storePlan.steps) {
      const name = sizeCaseName(kind, step.entries, step.entries, storePlan.fillBudgetMs);
      if (step.search) {
        for (const baseline of [null, naiveBaseline]) {
          keys.push(key(name, storesMetrics.searchP50, baseline), key(name, storesMetrics.searchP95, baseline));
        }
      }
      if (step.rss) keys.push(key(rssCaseName(name, "opened"), storesMetrics.rss, null), key(rssCaseName(name, "opened + 1 search"), storesMetrics.rss, null));
    }
  }
  return keys.sort();
}

async function benchTempDirs(): Promise<string[]> {
  return (await readdir(tmpdir())).filter((name) => name.startsWith("engram-bench-stores-"));
}

describe("the stores suite in quick mode", () => {
  // Taken while the file is collected, before any hook: beforeAll hooks may run concurrently with the quick run's.
  const tempBefore = readdirSync(tmpdir()).filter((name) => name.startsWith("engram-bench-stores-"));
  const run = useQuickRun(storesSuiteName, "results.json");

  it("gives every row exactly the row fields, with the right types and units", () => {
    expect(run.result.rows.length).toBeGreaterThan(0);
    for (const row of run.result.rows) {
      expect(Object.keys(row).sort()).toEqual(["baseline", "case", "metric", "ratio", "suite", "unit", "value"]);
      expect(row.suite).toBe(storesSuiteName);
      expect(Object.values(storesMetrics)).toContain(row.metric);
      expect(row.unit).toBe(units[row.metric]);
      expect(typeof row.value).toBe("number");
      expect(Number.isFinite(row.value)).toBe(true);
      // Memory above the baseline process can be ~0 for a tiny store; everything else is positive.
      if (row.metric !== storesMetrics.rss) expect(row.value).toBeGreaterThan(0);
      expect(row.baseline === null || row.baseline === naiveBaseline).toBe(true);
    }
  });

  it("has every store and case, once per metric and system, and nothing else", () => {
    const actual = run.result.rows.map((row) => `${row.case} | ${row.metric} | ${row.baseline ?? "engram"}`).sort();
    expect(actual).toEqual(expectedRows());
    for (const kind of kinds) expect(run.result.rows.some((row) => row.case.startsWith(`${kind} / `))).toBe(true);
    if (!redis) expect(run.result.rows.some((row) => row.case.startsWith("redis"))).toBe(false);
  });

  it("gives the naive rows a numeric ratio (naive / store, same case and metric), and the store rows none", () => {
    const competitors = run.result.rows.filter((row) => row.baseline !== null);
    expect(competitors.length).toBeGreaterThan(0);
    for (const row of run.result.rows) {
      if (row.baseline === null) {
        expect(row.ratio).toBeNull();
        continue;
      }
      expect([storesMetrics.searchP50, storesMetrics.searchP95]).toContain(row.metric);
      const own = run.result.rows.find((other) => other.baseline === null && other.case === row.case && other.metric === row.metric) as BenchRow;
      expect(typeof row.ratio).toBe("number");
      expect(Number.isFinite(row.ratio)).toBe(true);
      expect(row.ratio).toBe(row.value / own.value);
    }
  });

  it("writes every row to the JSON file, which parses back equal", async () => {
    const file = JSON.parse(await readFile(run.outPath, "utf8")) as ResultsFile;
    expect(file.rows).toEqual(run.result.rows);
    expect(file.meta.quick).toBe(true);
    expect(file.meta.suites).toEqual([storesSuiteName]);
  });

  it("prints the table, the fill, search and memory notes, and the store targets (skipped: quick sizes)", () => {
    expect(run.report).toContain(formatTable(run.result.rows));
    expect(run.report).toContain("Fills.");
    expect(run.report).toContain("Searches.");
    expect(run.report).toContain("Memory (fs / ");
    if (!redis) expect(run.report).toContain("SKIPPED: the redis rows");
    const storeTargets = run.result.targets.filter((target) => / search p50 <= /.test(target.name));
    expect(storeTargets.map((target) => target.name.split(" ")[0])).toEqual(["sqlite", "redis", "fs"]);
    expect(storeTargets.every((target) => target.status === "SKIP")).toBe(true);
  });

  it("leaves no temp directory behind", async () => {
    expect(await benchTempDirs()).toEqual(tempBefore);
  });
});
