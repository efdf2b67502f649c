import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { parseMessage } from "@engram/core";
import { describe, expect, it } from "vitest";
import { formatTable, type ResultsFile } from "../src/harness.js";
import { personalQueries } from "../src/personal/personal-queries.js";
import { planYear, sessionEvents, turnsOf } from "../src/personal/year-of-sessions.js";
import { selectSuites } from "../src/run-bench.js";
import { suiteRegistry } from "../src/suite-registry.js";
import { personalScaleMetrics, personalScalePlan, personalScaleSuiteName, stepCaseName } from "../src/suites/personal-scale-plan.js";
import { brokenToolPair } from "../src/systems/tool-pairs.js";
import { useQuickRun } from "./quick-run.js";

const plan = personalScalePlan(true);
const units: Record<string, string> = {
  [personalScaleMetrics.open]: "ms",
  [personalScaleMetrics.firstRecall]: "ms",
  [personalScaleMetrics.rssOpen]: "MiB",
  [personalScaleMetrics.rssRecalls]: "MiB",
  [personalScaleMetrics.rssPeak]: "MiB",
  [personalScaleMetrics.recallP50]: "ms",
  [personalScaleMetrics.recallP95]: "ms",
  [personalScaleMetrics.sessionsP50]: "ms",
  [personalScaleMetrics.sessionsP95]: "ms",
  [personalScaleMetrics.warmUp]: "ms",
  [personalScaleMetrics.generate]: "s",
  [personalScaleMetrics.disk]: "MiB",
};
const tempDirs = (): string[] => readdirSync(tmpdir()).filter((name) => name.startsWith("engram-bench-personal-"));

describe("the personal-scale suite in quick mode", () => {
  const tempBefore = tempDirs();
  // 7 s quiet; a CI run beside every other package's tests took over 180 s: ten minutes allowed.
  const run = useQuickRun(personalScaleSuiteName, "personal.json", 600_000);

  it("runs only when named: registered, but not part of a run of every suite", () => {
    expect(suiteRegistry.map((suite) => suite.name)).toContain(personalScaleSuiteName);
    expect(selectSuites(suiteRegistry, []).map((suite) => suite.name)).not.toContain(personalScaleSuiteName);
    expect(selectSuites(suiteRegistry, [personalScaleSuiteName]).map((suite) => suite.name)).toEqual([personalScaleSuiteName]);
  });

  it("gives every step each metric once (the dataset's rows only without node flags), with its unit and a finite value", () => {
    const expected = plan.steps.flatMap((step) => {
      const name = stepCaseName(plan, step);
      const plain = step.nodeFlags === undefined && step.warmUp !== true;
      return Object.values(personalScaleMetrics)
        .filter((metric) => plain || (metric !== personalScaleMetrics.generate && metric !== personalScaleMetrics.disk))
        .filter((metric) => step.warmUp === true || metric !== personalScaleMetrics.warmUp)
        .map((metric) => `${name} | ${metric}`);
    });
    expect(run.result.rows.map((row) => `${row.case} | ${row.metric}`).sort()).toEqual(expected.sort());
    for (const row of run.result.rows) {
      expect(row.suite).toBe(personalScaleSuiteName);
      expect(row.unit).toBe(units[row.metric]);
      expect(row.baseline).toBeNull();
      expect(Number.isFinite(row.value) && row.value > 0).toBe(true);
    }
  });

  it("writes the rows to the JSON results and prints them, the fs index warm-up and the targets", async () => {
    const file = JSON.parse(await readFile(run.outPath, "utf8")) as ResultsFile;
    expect(file.rows).toEqual(run.result.rows);
    expect(file.meta.suites).toEqual([personalScaleSuiteName]);
    expect(run.report).toContain(formatTable(run.result.rows));
    expect(run.report).not.toContain("EXTRAPOLATED");
    expect(run.report).toMatch(/an open before the probes brought the derived index up to date in [\d.,]+ ms/);
    // Each case says the load its probes ran at (one probe per case in a quick run).
    expect(run.report).toMatch(/1 fresh process\(es\), 1-minute load average as each started \d+\.\d: import /);
    expect(run.result.targets.map((target) => `${target.status} ${target.name}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^(PASS|FAIL) sqlite open <= 1,000 ms at sqlite \/ 3,000 msgs \+ 300 entries$/),
        expect.stringMatching(/^(PASS|FAIL) sqlite RSS after open <= 300 MiB at sqlite \/ 3,000 msgs \+ 300 entries$/),
        expect.stringMatching(/^(PASS|FAIL) sqlite RSS after 4 recalls <= 300 MiB at sqlite \/ 3,000 msgs \+ 300 entries$/),
        "INFO sqlite recall at sqlite / 3,000 msgs + 300 entries (reported, not a target)",
        expect.stringMatching(/^(PASS|FAIL) fs open <= 1,000 ms at fs \/ 3,000 msgs \+ 300 entries$/),
        "INFO fs recall at fs / 3,000 msgs + 300 entries (reported, not a target)",
        "INFO sqlite / 3,000 msgs + 300 entries, node --max-semi-space-size=16 (a launcher's flags, not a target)",
        "INFO sqlite / 3,000 msgs + 300 entries, node --max-semi-space-size=16, after engram mcp's warm-up (as engram mcp serves: its V8 flags, warmed up in the background while its client starts; not a target)",
        expect.stringMatching(
          /^(PASS|FAIL) issue 29: sqlite first recall \(from the open call\) <= 50 ms at sqlite \/ 3,000 msgs \+ 300 entries \(issue's now: 231 ms\)$/,
        ),
        expect.stringMatching(/^(PASS|FAIL) issue 29: sqlite recall p95 <= 25 ms at sqlite \/ 3,000 msgs \+ 300 entries \(issue's now: 36 ms\)$/),
      ]),
    );
  });

  it("leaves no temp directory behind in quick mode", () => {
    expect(tempDirs()).toEqual(tempBefore);
  });
});

describe("a year of sessions", () => {
  it("is planned the same way every time, a share of the year being its first sessions", () => {
    const year = planYear(20_000);
    expect(planYear(20_000)).toEqual(year);
    expect(year.reduce((sum, session) => sum + session.messages, 0)).toBe(20_000);
    const firstWeeks = planYear(5_000, 20_000);
    expect(firstWeeks.reduce((sum, session) => sum + session.messages, 0)).toBe(5_000);
    expect(firstWeeks.slice(0, -1)).toEqual(year.slice(0, firstWeeks.length - 1));
    expect(year.some((session) => session.overlapsPrevious)).toBe(true);
    expect(new Set(year.map((session) => session.scope.workspace))).toEqual(new Set(["acme-web", "billing-api", "dotfiles"]));
  });

  it("archives valid messages with ids of their own, every tool call answered, cut into turns at each user message", () => {
    const [first, second] = planYear(3_000);
    const events = sessionEvents(first!);
    expect(events).toHaveLength(first!.messages);
    expect(sessionEvents(first!)).toEqual(events);
    const messages = events.map((event) => (event.type === "message" ? event.message : undefined)).filter((message) => message !== undefined);
    messages.forEach((message, position) => expect(parseMessage(message, position)).toEqual(message));
    expect(brokenToolPair(messages)).toBeUndefined();
    const ids = new Set([...messages, ...sessionEvents(second!).flatMap((event) => (event.type === "message" ? [event.message] : []))].map((m) => m.id));
    expect(ids.size).toBe(first!.messages + second!.messages);
    const turns = turnsOf(events);
    expect(turns.flat()).toEqual(events);
    for (const turn of turns) expect(turn[0]!.type === "message" && turn[0]!.message.role === "user").toBe(true);
  });

  it("asks a fixed, distinct list of queries about entries and sessions alike", () => {
    const queries = personalQueries(40);
    expect(personalQueries(40)).toEqual(queries);
    expect(new Set(queries).size).toBe(40);
  });
});
