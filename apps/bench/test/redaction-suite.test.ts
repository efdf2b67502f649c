import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { formatTable, type ResultsFile } from "../src/harness.js";
import { suiteRegistry } from "../src/suite-registry.js";
import { adversarialCaseName, adversarialInputs, chatCaseName, redactionMetrics, redactionPlan, redactionSuiteName } from "../src/suites/redaction-plan.js";
import { useQuickRun } from "./quick-run.js";

const plan = redactionPlan(true);

describe("the redaction suite in quick mode", () => {
  const run = useQuickRun(redactionSuiteName, "redaction.json");

  it("is registered, so the bench command runs it with the others", () => {
    expect(suiteRegistry.map((suite) => suite.name)).toContain(redactionSuiteName);
  });

  it("gives one MB/s row per adversarial input and two rows for chat messages, nothing else", () => {
    const expected = [
      ...adversarialInputs.map((input) => `${adversarialCaseName(input.name, plan.bytes)} | ${redactionMetrics.throughput} | MB/s`),
      `${chatCaseName(plan.chatMessages)} | ${redactionMetrics.throughput} | MB/s`,
      `${chatCaseName(plan.chatMessages)} | ${redactionMetrics.perMessage} | µs`,
    ].sort();
    expect(run.result.rows.map((row) => `${row.case} | ${row.metric} | ${row.unit}`).sort()).toEqual(expected);
    for (const row of run.result.rows) {
      expect(row.suite).toBe(redactionSuiteName);
      expect(row.baseline).toBeNull();
      expect(row.ratio).toBeNull();
      expect(Number.isFinite(row.value) && row.value > 0).toBe(true);
    }
  });

  it("writes the rows to the JSON results and prints them with the redactions found", async () => {
    const file = JSON.parse(await readFile(run.outPath, "utf8")) as ResultsFile;
    expect(file.rows).toEqual(run.result.rows);
    expect(file.meta.suites).toEqual([redactionSuiteName]);
    expect(run.report).toContain(formatTable(run.result.rows));
    expect(run.report).toContain(`${adversarialCaseName("password= repeated", plan.bytes)}: 1 redaction(s)`);
    expect(run.report).toContain(`${adversarialCaseName("a= repeated", plan.bytes)}: 0 redaction(s)`);
  });
});
