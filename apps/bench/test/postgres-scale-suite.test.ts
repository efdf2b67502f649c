import { hasPostgresServer, postgresBinDir } from "@engram/store-postgres/testing";
import { describe, expect, it } from "vitest";
import { postgresScaleSuiteName, scaleCase, scaleMetrics, scaleSizes } from "../src/postgres-scale/scale-plan.js";
import { useQuickRun } from "./quick-run.js";

// The postgres-scale suite in quick mode on a server it starts (initdb + pg_ctl): 3 tenants of 2,000
// messages and 200 entries. No timing assertions: every row is there, with its target beside it.
const classes = [
  "search entries, rare word",
  "search entries, common word",
  "search entries, two common words",
  "search entries, multi-word",
  "search messages, rare word",
  "search messages, common word",
  "search messages, two common words",
  "search messages, multi-word",
  "recall (memory.recall)",
  "recall over transcripts (memory.recallSessions)",
];

if (!hasPostgresServer()) {
  console.warn(`\n*** postgres-scale suite test: PostgreSQL not found in ${postgresBinDir}: SKIPPED (CI fails instead) ***\n`);
  describe("postgres-scale (quick)", () => {
    it("needs PostgreSQL's initdb and pg_ctl (fails on CI)", () => {
      if (process.env["CI"] === "true") throw new Error("PostgreSQL's initdb/pg_ctl must be installed on CI");
    });
  });
} else {
  describe("postgres-scale (quick)", () => {
    // About 45 s at load 20 (the server's start, tenant 0 written through the store, two copies, 60 searches); several times that allowed.
    const run = useQuickRun(postgresScaleSuiteName, "postgres-scale.json", 600_000);

    it("measures p50 and p95 of every query class in one tenant of the generated dataset", () => {
      const rows = run.result.rows.filter((row) => row.suite === postgresScaleSuiteName);
      const expected = classes.flatMap((name) => {
        const caseName = scaleCase(scaleSizes.quick, { name, kind: name.startsWith("recall") ? "recall" : "search" });
        return [`${caseName} ${scaleMetrics.p50}`, `${caseName} ${scaleMetrics.p95}`];
      });
      expect(rows.map((row) => `${row.case} ${row.metric}`)).toEqual(expected);
      for (const row of rows) expect(row.value).toBeGreaterThan(0);
      expect(rows[0]!.case).toBe("3 tenants, 6,000 msgs + 600 entries: search entries, rare word");
    });

    it("prints each row's target, the dataset and the load", () => {
      expect(run.report).toMatch(/(PASS|FAIL) {2}postgres p50 <= 10 ms: 3 tenants, 6,000 msgs \+ 600 entries: search messages, two common words/);
      expect(run.report).toMatch(/(PASS|FAIL) {2}postgres p95 <= 50 ms: 3 tenants, 6,000 msgs \+ 600 entries: search entries, rare word/);
      expect(run.report).toMatch(/(PASS|FAIL) {2}postgres p50 <= 20 ms: 3 tenants, 6,000 msgs \+ 600 entries: recall over transcripts/);
      expect(run.report).toMatch(/measured in tenant 2 \(workspace=t2\.acme-web,user=ann\), 6 calls per row after 1 warmups, 1-minute load average \d/);
    });
  });
}
