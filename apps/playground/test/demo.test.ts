import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EntryRecord } from "@engram/core";
import { openFsStore } from "@engram/store-fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDemoArgs } from "../src/demo/cli-options.js";
import { runScenario } from "../src/demo/run-scenario.js";
import type { DayResult, ScenarioResult } from "../src/demo/scenario-result.js";

const ansi = /\u001b\[[0-9;]*m/g;
const scope = { workspace: "shortly", user: "ann" };

describe("the demo scenario: three days through three adapters on the fs store", () => {
  let parent: string;
  let result: ScenarioResult;
  let lines: string[];
  let output: string;
  let entries: EntryRecord[];
  let events: Map<string, Record<string, number>>;
  const day = (sessionId: string): DayResult => result.days.find((entry) => entry.run.sessionId === sessionId)!;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), "engram-demo-test-"));
    lines = [];
    result = await runScenario({ write: (line) => lines.push(line), storeDir: join(parent, "store") });
    output = lines.join("\n");
    // Read back what the run left on disk, through a store of our own.
    const store = await openFsStore({ root: result.storeDir });
    entries = (await store.query({ kind: "entry", scope, scopeMode: "exact", order: "created-asc" })).records;
    events = new Map();
    for (const sessionId of ["monday", "tuesday", "wednesday"]) {
      const counts: Record<string, number> = {};
      for (const event of await store.readEvents(sessionId)) counts[event.type] = (counts[event.type] ?? 0) + 1;
      events.set(sessionId, counts);
    }
    await store.close();
  }, 120_000);

  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it("runs each day's session through its adapter, every scripted model call made", () => {
    expect(result.days.map(({ run }) => [run.day, run.adapter, run.sessionId, run.calls.length])).toEqual([
      ["Monday", "Vercel AI SDK", "monday", 17],
      ["Tuesday", "LangChain", "tuesday", 6],
      ["Wednesday", "Mastra", "wednesday", 2],
    ]);
    for (const heading of ["── Monday · Vercel AI SDK", "── Tuesday · LangChain", "── Wednesday · Mastra"]) expect(output).toContain(heading);
  });

  it("trims Monday in its 4,096-token window and summarizes what it dropped", () => {
    const trims = day("monday").run.calls.filter((call) => call.manifest.dropped.length > 0);
    expect(trims.map((call) => [call.manifest.trigger, call.manifest.dropped.length])).toEqual([["proactive", 16]]);
    expect(day("monday").run.calls.at(-1)!.summary).toContain("First request: I prefer pnpm over npm for every project.");
    expect(output).toContain("✂ call 12 proactive: 2,607 → 1,322 tokens");
    expect(output).toContain("│ First request: I prefer pnpm over npm for every project.");
    for (const { run } of result.days) {
      for (const call of run.calls) expect(call.manifest.tokens.total).toBeLessThanOrEqual(call.manifest.budget.limit);
    }
  });

  it("extracts Monday's preferences, conventions, decision and the test command that passed into the daily log", () => {
    expect(day("monday").facts.daily.map((record) => [record.type, record.content])).toEqual([
      ["preference", "User prefers pnpm over npm for every project."],
      ["convention", "The team uses vitest for tests, never jest."],
      ["fact", "The API runs on port 3000."],
      ["decision", "User decided to go with a sliding window."],
      ["code_context", "The tests run with `pnpm test` (it passed)."],
      ["preference", "User does not want the agent to add new dependencies without asking."],
    ]);
    expect(output).toContain("6 facts into the daily log (daily/2026-03-02.md):");
  });

  it("recalls Monday's preference into Tuesday's first prompt, as the LangChain model received it", () => {
    const tuesday = day("tuesday").run;
    expect(tuesday.calls[0]!.recalledBlock).toContain("User prefers pnpm over npm for every project.");
    expect(tuesday.firstSystemPrompt).toContain(tuesday.calls[0]!.recalledBlock);
    const preference = tuesday.calls[0]!.manifest.recall.explanation!.items.find(
      (item) => item.source.kind === "entry" && item.text === "User prefers pnpm over npm for every project.",
    );
    expect(preference?.text).toBe("User prefers pnpm over npm for every project.");
    expect(output).toContain(`${preference!.signals.total.toFixed(2)}  ${preference!.tokens} tok  entry        User prefers pnpm over npm for every project.`);
  });

  it("prints the entries each consolidation distilled, as the store holds them", async () => {
    const [afterMonday, afterTuesday] = result.consolidations;
    const created = (run: typeof afterMonday) =>
      run!.report.changes.flatMap((change) => (change.action === "created" ? [entries.find((entry) => entry.id === change.id)!] : []));
    const superseded = afterTuesday!.report.changes.find((change) => change.action === "superseded");
    const row = (entry: EntryRecord) => [entry.key, entry.type, entry.content, entry.validTo];
    expect(created(afterMonday).map(row)).toEqual([
      ["user-prefers-pnpm-over-npm-every", "preference", "User prefers pnpm over npm for every project.", undefined],
      ["team-uses-vitest-tests-never-jest", "convention", "The team uses vitest for tests, never jest.", undefined],
      ["api-runs-port", "fact", "The API runs on port 3000.", superseded?.action === "superseded" ? superseded.validTo : "?"],
      ["user-decided-go-sliding-window", "decision", "User decided to go with a sliding window.", undefined],
      ["tests-run-pnpm-test-passed", "code_context", "The tests run with `pnpm test` (it passed).", undefined],
      ["user-does-not-want-agent-add", "preference", "User does not want the agent to add new dependencies without asking.", undefined],
    ]);
    expect(created(afterTuesday).map(row)).toEqual([["api-runs-port", "fact", "The API runs on port 8080 now.", undefined]]);
    expect(entries).toHaveLength(7);
    for (const entry of entries) expect(output).toMatch(new RegExp(`\\+ ${entry.key} +${entry.type} +${entry.content.slice(0, 12)}`));
    expect(superseded).toMatchObject({ id: created(afterMonday)[2]!.id, by: created(afterTuesday)[0]!.id });
    expect(output).toContain('superseded  "The API runs on port 3000." → "The API runs on port 8080 now."');
    const file = await readFile(join(result.storeDir, "entries", "workspace=shortly,user=ann", "user-prefers-pnpm-over-npm-every.md"), "utf8");
    expect(file).toContain("User prefers pnpm over npm for every project.\n");
  });

  it("shows Wednesday the new port, with the value it superseded", () => {
    const items = day("wednesday").run.calls[0]!.manifest.recall.explanation!.items;
    const entryTexts = items.flatMap((item) => (item.source.kind === "entry" ? [item.text] : []));
    // The port, and Monday's test command (it shares "run" with the question; ranked below the port).
    expect(entryTexts).toEqual(["The API runs on port 8080 now.", "The tests run with `pnpm test` (it passed)."]);
    expect(day("wednesday").run.firstSystemPrompt).toContain("The API runs on port 8080 now.");
    expect(output).toContain('↳ supersedes "The API runs on port 3000.", valid until 2026-03-03');
  });

  it("recalls the sliding-window decision across sessions", () => {
    expect(result.crossSession.excerpts.map((excerpt) => [excerpt.sessionId, excerpt.role, excerpt.excerpt])[0]).toEqual([
      "monday",
      "user",
      "Let's go with a sliding window.",
    ]);
    expect(output).toContain('memory.recallSessions("sliding window")');
  });

  it("archives every message exactly once", () => {
    expect(Object.fromEntries(events)).toEqual({
      monday: { message: 34, usage: 17, trim: 1, summary: 1, checkpoint: 1 },
      tuesday: { message: 12, usage: 6 },
      wednesday: { message: 4, usage: 2, title: 1 },
    });
    for (const { run } of result.days) expect(events.get(run.sessionId)!.message).toBe(run.scriptedMessages);
    expect(output).toContain("archive     monday 34 ✓ · tuesday 12 ✓ · wednesday 4 ✓ messages, ✓ = each archived once");
  });

  it("keeps the store it was given and ends with the MCP server and the web playground commands", () => {
    expect(result.kept).toBe(true);
    expect(existsSync(join(result.storeDir, "sessions", "monday.jsonl"))).toBe(true);
    expect(lines.at(-4)).toBe("Give your coding agent (Claude Code, Cursor, Codex) the same memory over MCP:");
    expect(lines.at(-3)).toContain("engram mcp");
    expect(lines.at(-1)).toContain("npm run web");
    expect(lines.at(-1)).toContain("localhost");
  });

  it("prints plain text when not asked for color, the same on every run, and removes its temp store", async () => {
    expect(output).not.toMatch(ansi);
    const colored: string[] = [];
    const again = await runScenario({ write: (line) => colored.push(line), color: true });
    expect(again.kept).toBe(false);
    expect(existsSync(again.storeDir)).toBe(false);
    expect(colored.join("\n")).toMatch(ansi);
    // Only the header and the recap name the store's directory; the story between them is the same.
    const story = (text: string) => text.slice(text.indexOf("── Monday"), text.indexOf("── Recap"));
    expect(story(colored.join("\n").replace(ansi, ""))).toBe(story(output));
    expect(story(output).length).toBeGreaterThan(3_000);
  }, 60_000);

  it("refuses a --store-dir that already holds files", async () => {
    const full = join(parent, "full");
    await mkdir(full);
    await writeFile(join(full, "notes.txt"), "mine");
    await expect(runScenario({ write: () => {}, storeDir: full })).rejects.toThrow(/is not empty: pass a new or empty directory/);
    expect(await readFile(join(full, "notes.txt"), "utf8")).toBe("mine");
  });
});

describe("parseDemoArgs", () => {
  it("reads --store-dir and --pipeline-only, and rejects unknown options", () => {
    expect(parseDemoArgs([])).toEqual({ pipelineOnly: false, help: false });
    expect(parseDemoArgs(["--store-dir", "./mem"])).toEqual({ storeDir: "./mem", pipelineOnly: false, help: false });
    expect(parseDemoArgs(["--store-dir=./mem"])).toEqual({ storeDir: "./mem", pipelineOnly: false, help: false });
    expect(parseDemoArgs(["--pipeline-only"])).toEqual({ pipelineOnly: true, help: false });
    expect(() => parseDemoArgs(["--store-dir"])).toThrow("--store-dir needs a directory");
    expect(() => parseDemoArgs(["--verbose"])).toThrow("Unknown option --verbose");
  });
});
