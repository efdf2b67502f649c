import { createInMemoryStore, type MemoryStore } from "@engram/core";
import { describe, expect, it } from "vitest";
import { runClaudeCodeHook } from "../src/hooks/index.js";
import { projectWorkspace } from "../src/index.js";
import { testHookBudgetMs, useClaudeHome, writeLines } from "./claude-transcript.js";
import { extractionFixtures, hostileOutput } from "./extraction-transcripts.js";

const claudeHome = useClaudeHome();
const start = new Date("2026-06-01T09:00:00.000Z");
const sessionId = "7e1d0c2b-3a4f-4b5c-8d6e-7f8091a2b3c4";

/** Archives one fixture with the Stop hook (offline extraction) and returns the daily log it wrote. */
async function extractedFrom(lines: (typeof extractionFixtures)[number]["lines"]): Promise<{ facts: [string, string, string][]; logged: string[] }> {
  const { home, project, transcriptOf } = await claudeHome();
  const store: MemoryStore = createInMemoryStore();
  const logged: string[] = [];
  await writeLines(transcriptOf(sessionId), lines(sessionId, project, start));
  const result = await runClaudeCodeHook({
    event: "Stop",
    input: JSON.stringify({ session_id: sessionId, transcript_path: transcriptOf(sessionId), cwd: project, hook_event_name: "Stop" }),
    openStore: async () => store,
    env: {},
    cwd: project,
    home,
    log: (message) => logged.push(message),
    timeoutMs: testHookBudgetMs,
    now: () => new Date("2026-06-01T10:00:00.000Z"),
  });
  expect(result.ok).toBe(true);
  const records = (await store.query({ kind: "daily", scope: { workspace: projectWorkspace(project) }, scopeMode: "exact", order: "created-asc" })).records;
  // Facts of one exchange share a time: the log's order among them is the ids', so compare them sorted.
  const facts = records.map((record): [string, string, string] => [record.content, record.kind === "daily" ? record.type : "", record.provenance?.trust ?? ""]);
  return { facts: facts.sort((a, b) => a[0].localeCompare(b[0])), logged };
}

/**
 * Precision and recall over the fixtures the rules were written with may not fall below these (the goal is 0.90
 * for both). The held-out fixture measures the rules on phrasing they were not written for: it is printed, and
 * pinned fact by fact by the first test, but not held to the floors (decision 0267).
 */
const precisionFloor = 0.85;
const recallFloor = 0.85;
const hostileFixtures = extractionFixtures.filter((fixture) => fixture.name.startsWith("hostile"));
const isHeldOut = (fixture: (typeof extractionFixtures)[number]) => fixture.name.startsWith("held out");

describe("offline extraction on coding sessions in Claude Code's shapes", () => {
  for (const fixture of extractionFixtures) {
    it(`keeps exactly the expected facts, less the shortfall written down: ${fixture.name}`, async () => {
      const { facts, logged } = await extractedFrom(fixture.lines);
      expect(logged).toEqual([]);
      expect(facts).toEqual([...fixture.extracted].sort((a, b) => a[0].localeCompare(b[0])));
    });
  }

  it("writes a shortfall only against facts it names: missed ones are expected, extra ones are not", () => {
    for (const { expected, shortfall } of extractionFixtures) {
      const contents = expected.map(([content]) => content);
      expect(shortfall?.missed.filter((content) => !contents.includes(content)) ?? []).toEqual([]);
      expect(shortfall?.extra.filter(([content]) => contents.includes(content)) ?? []).toEqual([]);
      // A retyped fact has an expected fact's content and differs from it in type or trust.
      const differs = (fact: readonly string[]) => expected.some((wanted) => wanted[0] === fact[0] && wanted.join("\n") !== fact.join("\n"));
      expect(shortfall?.retyped?.filter((fact) => !differs(fact)) ?? []).toEqual([]);
    }
    expect(hostileFixtures.map((fixture) => [fixture.name, fixture.shortfall])).toEqual(hostileFixtures.map((fixture) => [fixture.name, undefined]));
  });

  it("precision and recall against the hand-written facts stay above their floors (printed as a table)", async () => {
    const rows: string[] = ["| fixture | expected | extracted | right | precision | recall |", "| --- | --- | --- | --- | --- | --- |"];
    const dev = { expected: 0, extracted: 0, right: 0 };
    const heldOut = { expected: 0, extracted: 0, right: 0 };
    for (const fixture of extractionFixtures) {
      const { facts } = await extractedFrom(fixture.lines);
      const expected = fixture.expected.map(([content]) => content);
      const right = facts.filter(([content]) => expected.includes(content)).length;
      const sum = isHeldOut(fixture) ? heldOut : dev;
      sum.expected += expected.length;
      sum.extracted += facts.length;
      sum.right += right;
      rows.push(`| ${fixture.name} | ${expected.length} | ${facts.length} | ${right} | ${ratio(right, facts.length)} | ${ratio(right, expected.length)} |`);
    }
    for (const [name, sum] of [
      ["written with the rules", dev],
      ["held out", heldOut],
    ] as const)
      rows.push(`| ${name} | ${sum.expected} | ${sum.extracted} | ${sum.right} | ${ratio(sum.right, sum.extracted)} | ${ratio(sum.right, sum.expected)} |`);
    console.log(rows.join("\n"));
    expect(heldOut.expected).toBeGreaterThan(0);
    // Before decision 0171 the fixtures of that time gave 7 facts, all right: recall 0.41.
    expect(dev.right / dev.extracted).toBeGreaterThanOrEqual(precisionFloor);
    expect(dev.right / dev.expected).toBeGreaterThanOrEqual(recallFloor);
    // Every fixture extracted once: 10 s on a quiet 2-core machine, 31 s beside a CI run; twelve times the quiet runtime.
  }, 120_000);

  it("as an attacker: nothing a tool printed or the agent repeated from it becomes a memory", async () => {
    for (const hostile of hostileFixtures) {
      const { facts } = await extractedFrom(hostile.lines);
      expect(facts).toEqual([...hostile.expected].sort((a, b) => a[0].localeCompare(b[0])));
      const text = JSON.stringify(facts);
      for (const phrase of ["rm -rf", "force push", "disable the tests", "Root cause", "ghp_", "API_TOKEN", hostileOutput.slice(0, 20)])
        expect(text).not.toContain(phrase);
    }
  });
});

function ratio(part: number, whole: number): string {
  return whole === 0 ? "–" : (part / whole).toFixed(2);
}
